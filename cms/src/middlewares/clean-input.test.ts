import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestedDeeperThan } from './clean-input';

/** `{"a":[[…]]}` with `levels` levels in all, parsed as the body parser would. */
const nested = (levels: number): unknown => JSON.parse(`{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`);

describe('nestedDeeperThan', () => {
  it('counts the top object or array as level 1, and scalars as no level', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan(nested(3), 2)).toBe(true);
    expect(nestedDeeperThan(nested(3), 3)).toBe(false);
  });

  it('lets the deepest body the shop sends through (an order: body → orderItems → a line)', () => {
    const order = { orderItems: [{ _id: 'p1', size: 'M', qty: 1 }], shippingAddress: { city: 'Cairo' } };
    expect(nestedDeeperThan(order, MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('finds a deep branch beside shallow ones, under any key (__proto__ included)', () => {
    expect(nestedDeeperThan({ a: 1, b: [1, 2], c: { d: nested(10) } }, 10)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(`{"__proto__":${'['.repeat(5)}${']'.repeat(5)}}`), 5)).toBe(true);
  });

  // Deeper than JSON.stringify can take on Node 20-24 (it throws a RangeError there; Node 26's no longer recurses).
  it('does not overflow the stack on a body 200,000 levels deep', () => {
    const deep = nested(200_000);
    expect(nestedDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan(deep, 300_000)).toBe(false);
  });

  it('walks a huge flat array quickly', () => {
    const started = performance.now();
    expect(nestedDeeperThan({ orderItems: Array.from({ length: 100_000 }, () => ({ qty: 1 })) }, MAX_BODY_DEPTH)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
