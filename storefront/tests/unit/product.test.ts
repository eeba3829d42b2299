import { describe, expect, it } from 'vitest';
import { preselectedSize } from '~/models/product';
import { setSharedPageHeaders } from '~/lib/http.server';

describe('preselectedSize', () => {
  it("preselects 'One Size' when it is the only size", () => {
    expect(preselectedSize({ sizes: [{ size: 'One Size', countInStock: 3 }] })).toBe('One Size');
  });

  it('preselects nothing otherwise', () => {
    expect(preselectedSize({ sizes: [{ size: 'S', countInStock: 3 }] })).toBeUndefined();
    expect(
      preselectedSize({
        sizes: [
          { size: 'One Size', countInStock: 3 },
          { size: 'S', countInStock: 1 },
        ],
      }),
    ).toBeUndefined();
    expect(preselectedSize({ sizes: [] })).toBeUndefined();
  });
});

describe('setSharedPageHeaders', () => {
  it('lets shared caches store a page for a visitor without cookies, but only reuse it after asking (a change shows at once)', () => {
    const headers = new Headers();
    setSharedPageHeaders(new Request('http://shop.test/'), headers);
    expect(headers.get('Cache-Control')).toBe('public, no-cache');
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('keeps a page private as soon as the visitor has cookies', () => {
    const request = new Request('http://shop.test/', { headers: { Cookie: 'toast=1' } });
    const headers = new Headers();
    setSharedPageHeaders(request, headers);
    expect(headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
