// @vitest-environment happy-dom
import { createRemixStub } from '@remix-run/testing';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPages, type ProductsPage } from './ProductPages';

/** Five products, two a page, newest first: what a paged loader answers for `?page=`. */
const PRODUCTS = ['Wrap Skirt', 'Velvet Leotard', 'Pointe Shoes', 'Leg Warmers', 'Duffel Bag'].map((name, index) => ({
  _id: `p${index + 1}`,
  name,
  nameAr: null,
  slug: name.toLowerCase().replace(' ', '-'),
  image: [],
  imageSrcSet: [],
  price: 100 * (index + 1),
}));
const PER_PAGE = 2;

function pageOf(page: number): ProductsPage {
  return {
    products: PRODUCTS.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    page,
    pages: Math.ceil(PRODUCTS.length / PER_PAGE),
    countProducts: PRODUCTS.length,
  };
}

function List() {
  const first = useLoaderData<ProductsPage>();
  return (
    <>
      <h2 id="list-heading">All products</h2>
      <ProductPages key={first.page} first={first} labelledBy="list-heading" headingLevel={2} href={(page) => `/list?page=${page}`} dataHref={(page) => `/list?page=${page}`} />
    </>
  );
}

function renderList(url = '/list') {
  const loader = ({ request }: LoaderFunctionArgs) => pageOf(Number(new URL(request.url).searchParams.get('page') ?? '1'));
  const Stub = createRemixStub([{ path: '/list', Component: List, loader }]);
  render(<Stub initialEntries={[url]} />);
}

const shownNames = () => screen.getByRole('list', { name: 'All products' }).querySelectorAll('h3');

afterEach(() => cleanup());

describe('a paged product grid', () => {
  it('appends the next pages in place with Show more, says how many are shown, and moves focus to the first new product', async () => {
    renderList();
    await screen.findByRole('link', { name: /Wrap Skirt/ });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Showing 2 of 5 products');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Leg Warmers/ });
    expect([...shownNames()].map((heading) => heading.textContent)).toEqual(['Wrap Skirt', 'Velvet Leotard', 'Pointe Shoes', 'Leg Warmers']);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toContain('Pointe Shoes'));
    expect(screen.getByRole('status').textContent).toBe('Showing 4 of 5 products');

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Duffel Bag/ });
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Showing 5 of 5 products');
    // The last page is shown: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('starts from the page in the address (a later page) and goes on from there', async () => {
    renderList('/list?page=2');
    await screen.findByRole('link', { name: /Pointe Shoes/ });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Duffel Bag/ });
    expect([...shownNames()].map((heading) => heading.textContent)).toEqual(['Pointe Shoes', 'Leg Warmers', 'Duffel Bag']);
  });
});
