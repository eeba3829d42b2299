import { describe, expect, it } from 'vitest';
import { newDocumentId } from './order-insert';

describe('newDocumentId', () => {
  it('is shaped like the ids Strapi makes: 24 characters, a lowercase letter then letters and digits', () => {
    for (let i = 0; i < 1000; i++) expect(newDocumentId()).toMatch(/^[a-z][a-z0-9]{23}$/);
  });

  it('never repeats, and uses every letter and digit after the first place', () => {
    const ids = Array.from({ length: 20_000 }, newDocumentId);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(1)]));
    expect([...seen].sort().join('')).toBe('0123456789abcdefghijklmnopqrstuvwxyz');
    expect(new Set(ids.map((id) => id[0])).size).toBe(26);
  });
});
