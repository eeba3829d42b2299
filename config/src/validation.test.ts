import { describe, expect, it } from 'vitest';
import { adminOrdersQuery, adminPageQuery } from './admin.js';
import { parseProductListParams, parseSearchParams } from './validation.js';
import { NO_SEARCH_FILTERS, hasSearchFilters, searchQueryEntries, tidySearchQuery } from './search-query.js';
import { firstIssue } from './accounts.js';
import { englishOf } from './error-words-en.js';

describe('search parameters', () => {
  it('means no filter, newest first, page 1 when nothing (or empty values) are given', () => {
    const expected = { success: true, data: { query: 'all', category: 'all', order: 'newest', page: 1, ...NO_SEARCH_FILTERS } };
    expect(parseSearchParams({})).toEqual(expected);
    expect(parseSearchParams({ query: '', category: '  ', order: '', page: '' })).toEqual(expected);
  });

  it('trims the query and reads the page as a number', () => {
    expect(parseSearchParams({ query: '  tutu ', category: 'Tights', order: 'lowest', page: '3' })).toEqual({
      success: true,
      data: { query: 'tutu', category: 'Tights', order: 'lowest', page: 3, ...NO_SEARCH_FILTERS },
    });
  });

  it.each([
    [{ order: 'cheap' }, 'order must be one of newest, lowest, highest, relevance'],
    [{ page: '0' }, 'page must be a positive integer'],
    [{ page: '01' }, 'page must be a positive integer'],
    [{ page: '100001' }, 'page must be at most 100000'],
    [{ query: 'x'.repeat(101) }, 'query must be at most 100 characters'],
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ query: { $ne: 1 } }, 'Invalid input: expected string, received object'],
  ])('refuses %j', (input, message) => {
    const result = parseSearchParams(input);
    expect(result.success ? undefined : englishOf(result.error)).toBe(message);
  });
});

describe('search filters', () => {
  const parsed = (input: Record<string, unknown> | URLSearchParams) => {
    const result = parseSearchParams(input);
    if (!result.success) throw new Error(englishOf(result.error));
    return result.data;
  };

  it('reads sizes, colours and brands given once or repeated, trimmed, without empties or repeats', () => {
    expect(parsed({ size: 'S', colour: ' Black ', brand: ['Capezio', 'capezio ', '', 'Bloch'] })).toMatchObject({
      sizes: ['S'],
      colours: ['Black'],
      brands: ['Capezio', 'Bloch'],
    });
    expect(parsed(new URLSearchParams('size=XS&size=One+Size&colour=Navy&colour=Burgundy&inStock=true'))).toMatchObject({
      sizes: ['XS', 'One Size'],
      colours: ['Navy', 'Burgundy'],
      brands: [],
      inStock: true,
    });
  });

  it('reads a price range in EGP, empty bounds meaning none', () => {
    expect(parsed({ minPrice: '100', maxPrice: '450.5' })).toMatchObject({ minPrice: 100, maxPrice: 450.5 });
    expect(parsed({ minPrice: '', maxPrice: ' ' })).toMatchObject({ minPrice: null, maxPrice: null });
    expect(parsed({ minPrice: '300', maxPrice: '300' })).toMatchObject({ minPrice: 300, maxPrice: 300 });
    expect(parsed({ maxPrice: '0' })).toMatchObject({ minPrice: null, maxPrice: 0 });
  });

  it('says whether a search has filters', () => {
    expect(hasSearchFilters(parsed({ query: 'tutu', order: 'lowest' }))).toBe(false);
    expect(hasSearchFilters(parsed({ inStock: 'true' }))).toBe(true);
    expect(hasSearchFilters(parsed({ maxPrice: '10' }))).toBe(true);
  });

  it('writes a search back as the same query string, defaults left out, in one order', () => {
    const search = new URLSearchParams('page=2&inStock=true&brand=Bloch&size=M&size=S&query=tutu&minPrice=100&colour=Black&order=lowest');
    const entries = searchQueryEntries(parsed(search));
    expect(new URLSearchParams(entries).toString()).toBe('query=tutu&order=lowest&size=M&size=S&colour=Black&brand=Bloch&minPrice=100&inStock=true&page=2');
    expect(parsed(new URLSearchParams(entries))).toEqual(parsed(search));
    expect(searchQueryEntries(parsed({}))).toEqual([]);
  });

  it('tidies a submitted form to the same spelling: no empty fields or defaults, in one order', () => {
    const submitted = new URLSearchParams('query=tutu&order=newest&size=S&colour=Black&minPrice=&maxPrice=300&inStock=false&utm=x');
    const tidy = tidySearchQuery(submitted);
    expect(tidy.toString()).toBe('query=tutu&size=S&colour=Black&maxPrice=300');
    expect(new URLSearchParams(searchQueryEntries(parsed(tidy))).toString()).toBe(tidy.toString());
    expect(tidySearchQuery(tidy).toString()).toBe(tidy.toString());
    expect(tidySearchQuery(new URLSearchParams('query=all&category=all&page=1')).toString()).toBe('');
  });

  it('reads prices typed on an Arabic keyboard, and a range typed the wrong way round, as one address', () => {
    expect(tidySearchQuery(new URLSearchParams('minPrice=٥٠٠&maxPrice= ۱۲۰٫٥ ')).toString()).toBe('minPrice=120.5&maxPrice=500');
    expect(parsed(tidySearchQuery(new URLSearchParams('minPrice=١٠٠')))).toMatchObject({ minPrice: 100, maxPrice: null });
    // Not a number: left as typed, for the page's own message.
    expect(tidySearchQuery(new URLSearchParams('minPrice=abc&maxPrice=10')).toString()).toBe('minPrice=abc&maxPrice=10');
  });

  it.each([
    [{ size: 'XXL' }, 'Size must be one of XS, S, M, One Size'],
    [{ size: ['S', 'xs'] }, 'Size must be one of XS, S, M, One Size'],
    [{ colour: 'x'.repeat(41) }, 'each colour must be at most 40 characters'],
    [{ brand: 'x'.repeat(61) }, 'each brand must be at most 60 characters'],
    [{ brand: Array.from({ length: 21 }, (_, index) => `B${index}`) }, 'brand may be given at most 20 times'],
    [{ minPrice: '-1' }, 'minPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    [{ maxPrice: '1e3' }, 'maxPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    [{ maxPrice: '10.123' }, 'maxPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    [{ maxPrice: '99999999' }, 'maxPrice must be an amount in EGP (0 or more, at most 2 decimals)'],
    [{ minPrice: '500', maxPrice: '100' }, 'minPrice must not be more than maxPrice'],
    [{ minPrice: ['1', '2'] }, 'minPrice must be given once'],
    [{ inStock: 'yes' }, 'inStock must be true or false'],
    [{ inStock: ['true', 'true'] }, 'inStock must be given once'],
    [{ colour: { $ne: 1 } }, 'Invalid input'],
  ])('refuses %j with a code', (input, message) => {
    const result = parseSearchParams(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(englishOf(result.error)).toContain(message);
      if (message !== 'Invalid input') expect('code' in result.error).toBe(true);
    }
  });
});

describe('the page-number rule, the same on every paged list', () => {
  it.each([
    ['', 1],
    ['1', 1],
    ['42', 42],
    ['100000', 100_000],
  ])('reads page %j as %i on the search and the admin lists', (page, expected) => {
    expect(parseSearchParams({ page })).toMatchObject({ success: true, data: { page: expected } });
    expect(adminPageQuery.parse({ page })).toEqual({ page: expected });
    expect(adminOrdersQuery.parse({ page })).toEqual({ page: expected, status: 'all' });
    expect(parseProductListParams({ page })).toEqual({ success: true, data: { page: expected, category: 'all' } });
  });

  it.each([
    ['0', 'page must be a positive integer'],
    ['-1', 'page must be a positive integer'],
    ['1.5', 'page must be a positive integer'],
    ['01', 'page must be a positive integer'],
    ['100001', 'page must be at most 100000'],
    ['1000000000', 'page must be at most 100000'],
  ])('refuses page %j alike everywhere', (page, message) => {
    const result = parseSearchParams({ page });
    expect(result.success ? undefined : englishOf(result.error)).toBe(message);
    expect(englishOf(firstIssue(adminPageQuery.safeParse({ page }).error!))).toBe(message);
    const list = parseProductListParams({ page });
    expect(list.success ? undefined : englishOf(list.error)).toBe(message);
  });
});

describe('GET /api/products paging parameters', () => {
  it('asks for the spec list (null) when neither page nor category is given, other parameters ignored as before', () => {
    expect(parseProductListParams({})).toEqual({ success: true, data: null });
    expect(parseProductListParams({ query: 'x', order: 'lowest' })).toEqual({ success: true, data: null });
  });

  it('asks for a page when either is given, page 1 and every category by default', () => {
    expect(parseProductListParams({ page: '' })).toEqual({ success: true, data: { page: 1, category: 'all' } });
    expect(parseProductListParams({ category: ' leotards ' })).toEqual({ success: true, data: { page: 1, category: 'leotards' } });
    expect(parseProductListParams({ category: '', page: '3' })).toEqual({ success: true, data: { page: 3, category: 'all' } });
  });

  it.each([
    [{ page: ['1', '2'] }, 'page must be given once'],
    [{ category: ['a', 'b'] }, 'category must be given once'],
    [{ category: 'x'.repeat(101) }, 'category must be at most 100 characters'],
    [{ page: 'two' }, 'page must be a positive integer'],
  ])('refuses %j', (input, message) => {
    const result = parseProductListParams(input);
    expect(result.success ? undefined : englishOf(result.error)).toBe(message);
  });
});
