import { describe, expect, it } from 'vitest';
import { adminOrdersQuery, adminPageQuery } from './admin.js';
import { parseProductListParams, parseSearchParams } from './validation.js';
import { firstIssue } from './accounts.js';
import { englishOf } from './error-words-en.js';

describe('search parameters', () => {
  it('means no filter, newest first, page 1 when nothing (or empty values) are given', () => {
    const expected = { success: true, data: { query: 'all', category: 'all', order: 'newest', page: 1 } };
    expect(parseSearchParams({})).toEqual(expected);
    expect(parseSearchParams({ query: '', category: '  ', order: '', page: '' })).toEqual(expected);
  });

  it('trims the query and reads the page as a number', () => {
    expect(parseSearchParams({ query: '  tutu ', category: 'Tights', order: 'lowest', page: '3' })).toEqual({
      success: true,
      data: { query: 'tutu', category: 'Tights', order: 'lowest', page: 3 },
    });
  });

  it.each([
    [{ order: 'cheap' }, 'order must be one of newest, lowest, highest'],
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
    ['1000000000', 'page must be a positive integer'],
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
