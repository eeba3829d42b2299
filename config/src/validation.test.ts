import { describe, expect, it } from 'vitest';
import { parseSearchParams } from './validation.js';

describe('search parameters', () => {
  it('takes the spec defaults when nothing (or empty values) are given', () => {
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
    expect(parseSearchParams(input)).toEqual({ success: false, message });
  });
});
