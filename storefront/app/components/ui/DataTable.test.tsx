// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

interface Promo {
  code: string;
  used: number;
  expires: string | null;
}
const PROMOS: Promo[] = [
  { code: 'SPRING', used: 12, expires: '2026-04-01' },
  { code: 'ARABESQUE', used: 3, expires: null },
  { code: 'PLIE', used: 40, expires: '2026-01-15' },
];
const COLUMNS: Array<DataColumn<Promo>> = [
  { id: 'code', label: 'Code', cell: (promo) => <a href={`/promo/${promo.code}`}>{promo.code}</a>, sortBy: (promo) => promo.code },
  { id: 'used', label: 'Used', cell: (promo) => String(promo.used), sortBy: (promo) => promo.used },
  { id: 'expires', label: 'Expires', cell: (promo) => promo.expires ?? 'Never', sortBy: (promo) => promo.expires },
  { id: 'remove', label: 'Remove', cell: (promo) => <button type="submit" name="code" value={promo.code}>Remove</button> },
];

function Promos({ rows = PROMOS }: { rows?: Promo[] }) {
  return <DataTable label="Promo codes" columns={COLUMNS} rows={rows} rowKey={(promo) => promo.code} empty="No promo codes yet" />;
}

function renderAt(url: string, element: JSX.Element) {
  const Stub = createRemixStub([{ path: '/', Component: () => element }, { path: '/ar', Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}

const codes = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

afterEach(() => cleanup());

describe('the data table', () => {
  it('is in the server-rendered HTML, rows in the order given, with its links and buttons (no JavaScript needed)', () => {
    const Stub = createRemixStub([{ path: '/', Component: () => <Promos /> }]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).toMatch(/<table[^>]*role="grid"/);
    expect(html).toMatch(/<table[^>]*aria-label="Promo codes"/);
    expect([...html.matchAll(/href="\/promo\/(\w+)"/g)].map((match) => match[1])).toEqual(['SPRING', 'ARABESQUE', 'PLIE']);
    expect(html).toContain('<button type="submit" name="code" value="PLIE">Remove</button>');
    // Each cell carries its heading for the phone's card (shown by CSS).
    expect(html).toContain('data-label="Expires"');
  });

  it('names each row by its row header and labels the grid', () => {
    renderAt('/', <Promos />);
    const grid = screen.getByRole('grid', { name: 'Promo codes' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Code', 'Used', 'Expires', 'Remove']);
    const row = within(grid).getByRole('row', { name: 'ARABESQUE' });
    expect(within(row).getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['3', 'Never', 'Remove']);
  });

  it('sorts a sortable column in the browser, both ways, empty values last; other columns do not sort', async () => {
    const user = userEvent.setup();
    renderAt('/', <Promos />);
    expect(codes()).toEqual(['SPRING', 'ARABESQUE', 'PLIE']);
    await user.click(screen.getByRole('columnheader', { name: 'Used' }));
    expect(codes()).toEqual(['ARABESQUE', 'SPRING', 'PLIE']);
    expect(screen.getByRole('columnheader', { name: /Used/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('columnheader', { name: /Used/ }));
    expect(codes()).toEqual(['PLIE', 'SPRING', 'ARABESQUE']);
    await user.click(screen.getByRole('columnheader', { name: 'Expires' }));
    expect(codes()).toEqual(['PLIE', 'SPRING', 'ARABESQUE']);
    await user.click(screen.getByRole('columnheader', { name: 'Remove' }));
    expect(screen.getByRole('columnheader', { name: 'Remove' }).hasAttribute('aria-sort')).toBe(false);
    expect(codes()).toEqual(['PLIE', 'SPRING', 'ARABESQUE']);
  });

  it('sorts words in the page language', async () => {
    const user = userEvent.setup();
    const rows = [
      { code: 'ب', used: 1, expires: null },
      { code: 'أ', used: 2, expires: null },
    ];
    renderAt('/ar', <Promos rows={rows} />);
    await user.click(screen.getByRole('columnheader', { name: 'Code' }));
    expect(codes()).toEqual(['أ', 'ب']);
  });

  it('is one Tab stop, with the arrow keys moving between rows and onto the links in cells', async () => {
    const user = userEvent.setup();
    renderAt('/', <Promos />);
    await user.tab();
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true);
    const focused = document.activeElement!;
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).not.toBe(focused);
    expect(screen.getByRole('grid').contains(document.activeElement)).toBe(true);
  });

  it('says it is empty instead of showing an empty table', () => {
    renderAt('/', <Promos rows={[]} />);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByText('No promo codes yet')).toBeTruthy();
  });
});
