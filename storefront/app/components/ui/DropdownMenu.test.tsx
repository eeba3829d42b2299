// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './DropdownMenu';

/** react-aria's menu module arrives when the test says so, as it would over a slow network. */
const loading = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock(import('./AriaDropdownMenu'), async (importOriginal) => {
  await loading.arrived;
  return importOriginal();
});

const ITEMS = [
  { id: 'profile', label: 'User Profile', href: '/profile' },
  { id: 'signout', label: 'Sign Out', postTo: '/signout' },
];

function renderMenu() {
  const Stub = createRemixStub([{ path: '/', Component: () => <DropdownMenu label="Farida Nabil" items={ITEMS} onPost={() => undefined} /> }]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(() => cleanup());

describe('the dropdown menu', () => {
  it('opened while react-aria loads, stays open once it has loaded', async () => {
    renderMenu();
    // (react-aria takes a few seconds to import on a busy machine.)
    // Hydrated, while the module loads: the plain disclosure, which the shopper opens.
    const disclosure = (await screen.findByText('Farida Nabil')).closest('details')!;
    expect(screen.getByRole('link', { name: 'User Profile' })).toBeTruthy();
    disclosure.open = true;
    disclosure.dispatchEvent(new Event('toggle'));

    await act(async () => loading.arrive());
    expect(await screen.findByRole('menuitem', { name: 'User Profile' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    expect(document.querySelector('details')).toBeNull();
  }, 20_000);

  it('starts closed when the shopper had not opened it', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Farida Nabil' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('menuitem')).toBeNull();
  }, 20_000);
});
