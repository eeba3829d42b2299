// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FamilyJson } from '@pointe/config';
import { ColourSwatches } from './ColourSwatches';
import { ProductGrid } from './ProductGrid';

const BLACK = { name: 'Black', nameAr: 'أسود', swatch: '#1f1d24' };
const FAMILY: FamilyJson = {
  name: 'Camisole leotard',
  siblings: [
    { slug: 'camisole-black', name: 'Camisole Leotard in Black', nameAr: null, colour: BLACK, countInStock: 20 },
    { slug: 'camisole-navy', name: 'Camisole Leotard in Navy', nameAr: null, colour: { name: 'Navy', nameAr: null, swatch: '#1f2a48' }, countInStock: 19 },
    { slug: 'camisole-burgundy', name: 'Camisole Leotard in Burgundy', nameAr: null, colour: { name: 'Burgundy', nameAr: 'عنابي', swatch: '#6d1a2e' }, countInStock: 0 },
    { slug: 'camisole-plain', name: 'Camisole Leotard', nameAr: 'ليوتارد كامي', colour: null, countInStock: 1 },
  ],
};

function renderAt(url: string, element: JSX.Element) {
  const Stub = createRemixStub([{ path: '/product/:slug', Component: () => element }, { path: '/ar/product/:slug', Component: () => element }, { path: '/', Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}

afterEach(() => cleanup());

describe('the product page swatches', () => {
  it('links each colour of the family to its page, marks this one, and says which is sold out', () => {
    renderAt('/product/camisole-black', <ColourSwatches slug="camisole-black" colour={BLACK} family={FAMILY} />);
    expect(screen.getByText('Colour:').textContent).toBe('Colour: Black');
    const colours = screen.getByRole('navigation', { name: 'Colours' });
    const links = within(colours).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Black', '/product/camisole-black', 'page'],
      ['Navy', '/product/camisole-navy', null],
      ['Burgundy, sold out', '/product/camisole-burgundy', null],
      // A sibling of no colour is named by its product name.
      ['Camisole Leotard', '/product/camisole-plain', null],
    ]);
    expect(within(colours).getByRole('link', { name: /^Burgundy\s?, sold out$/ })).toBeTruthy();
    // The swatch is the colour itself, drawn behind a hidden dot.
    expect(within(links[1]!).getByText('', { selector: 'span[aria-hidden="true"]' }).getAttribute('style')).toContain('background-color: #1f2a48');
  });

  it('speaks Arabic on Arabic pages, keeping the English colour name where there is no Arabic one', () => {
    renderAt('/ar/product/camisole-navy', <ColourSwatches slug="camisole-navy" colour={FAMILY.siblings[1]!.colour} family={FAMILY} />);
    expect(screen.getByText('اللون:').textContent).toBe('اللون: Navy');
    const colours = screen.getByRole('navigation', { name: 'الألوان' });
    expect(within(colours).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['أسود', '/ar/product/camisole-black'],
      ['Navy', '/ar/product/camisole-navy'],
      ['عنابي، نفدت الكمية', '/ar/product/camisole-burgundy'],
      ['ليوتارد كامي', '/ar/product/camisole-plain'],
    ]);
    expect(within(colours).getByRole('link', { current: 'page' }).textContent).toBe('Navy');
  });

  it('shows the colour alone for a product in no family (or alone in it), and nothing without a colour', () => {
    renderAt('/product/a', <ColourSwatches slug="camisole-black" colour={BLACK} family={{ name: 'Solo', siblings: [FAMILY.siblings[0]!] }} />);
    expect(screen.getByText('Colour:').textContent).toBe('Colour: Black');
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderAt('/product/a', <ColourSwatches slug="a" colour={null} family={null} />);
    expect(screen.queryByText('Colour:')).toBeNull();
  });
});

describe('the card swatches', () => {
  const card = { _id: 'p1', name: 'Camisole Leotard in Black', nameAr: null, slug: 'camisole-black', image: [], imageSrcSet: [], price: 649 };

  it('draws the family swatches inside the card link (no links of their own) and tells how many colours', () => {
    renderAt('/', <ProductGrid products={[{ ...card, swatches: ['#1f1d24', '#1f2a48', '#6d1a2e'] }, { ...card, _id: 'p2', slug: 'other', swatches: [] }]} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.textContent).toContain('In 3 colours');
    expect(links[1]!.textContent).not.toContain('colour');
    const dots = links[0]!.querySelectorAll('span[style]');
    expect([...dots].map((dot) => dot.getAttribute('style'))).toEqual(['background-color: #1f1d24;', 'background-color: #1f2a48;', 'background-color: #6d1a2e;']);
  });
});
