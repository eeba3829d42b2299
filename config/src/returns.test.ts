import { describe, expect, it } from 'vitest';
import { issueError } from './error-codes.js';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_STATUSES,
  canChangeReturnStatus,
  discountShares,
  exchangePrice,
  refundBody,
  refundCap,
  refundsByMethod,
  returnFormToBody,
  returnRequestBody,
  returnStatusBody,
  returnWindow,
  returnableUnits,
  shippingRefundable,
  summariseReturns,
} from './returns.js';

describe('the return window', () => {
  const delivered = '2026-03-01T10:00:00.000Z';
  it('is open for 14 days from delivery by default, to the millisecond', () => {
    expect(DEFAULT_RETURN_WINDOW_DAYS).toBe(14);
    expect(returnWindow(delivered, new Date('2026-03-15T10:00:00.000Z'))).toEqual({ open: true, until: '2026-03-15T10:00:00.000Z' });
    expect(returnWindow(delivered, new Date('2026-03-15T10:00:00.001Z')).open).toBe(false);
    expect(returnWindow(delivered, new Date('2026-03-05T10:00:00.000Z'), 3)).toEqual({ open: false, until: '2026-03-04T10:00:00.000Z' });
  });
  it('is closed for an order never delivered', () => {
    expect(returnWindow(null, new Date())).toEqual({ open: false, until: null });
  });
});

describe('the status table', () => {
  it('goes requested → approved → picked-up → received → refunded | exchanged, or rejected before pickup', () => {
    const allowed = RETURN_STATUSES.flatMap((from) => RETURN_STATUSES.filter((to) => canChangeReturnStatus(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual([
      'requested→approved',
      'requested→rejected',
      'approved→picked-up',
      'approved→rejected',
      'picked-up→received',
      'received→refunded',
      'received→exchanged',
    ]);
  });
});

describe('the discount shares', () => {
  it('are pro rata and add up to the discount exactly', () => {
    expect(discountShares([30000, 30000, 30000], 10000)).toEqual([3334, 3333, 3333]);
    expect(discountShares([10000, 20000], 0)).toEqual([0, 0]);
    const shares = discountShares([12345, 6789, 1], 4321);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(4321);
    // 2787.76, 1533.07, 0.23: the piastre left over goes to the largest remainder.
    expect(shares).toEqual([2788, 1533, 0]);
  });
  it('never exceed the items', () => {
    expect(discountShares([100, 300], 1000)).toEqual([100, 300]);
  });
});

describe('the refund cap', () => {
  // 2 × 800 + 1 × 400 = 2000, 10% off = 200; shipping 60.
  const order = { orderItems: [{ price: 800, quantity: 2 }, { price: 400, quantity: 1 }], discount: 200, shippingPrice: 60 };
  it('is the units’ value minus their share of the discount, refund lines only', () => {
    // Line 0: 1600 − 160 = 1440; one of its two units: 720.
    expect(refundCap(order, [{ line: 0, quantity: 2, resolution: 'refund' }], false)).toBe(144000);
    expect(refundCap(order, [{ line: 0, quantity: 1, resolution: 'refund' }], false)).toBe(72000);
    expect(refundCap(order, [{ line: 0, quantity: 2, resolution: 'exchange' }], false)).toBe(0);
    expect(refundCap(order, [{ line: 1, quantity: 1, resolution: 'refund' }], false)).toBe(36000);
  });
  it('adds the shipping only when asked (every line returned for a defect)', () => {
    const lines = [
      { line: 0, quantity: 2, resolution: 'refund' as const },
      { line: 1, quantity: 1, resolution: 'refund' as const },
    ];
    expect(refundCap(order, lines, true)).toBe(180000 + 6000);
    expect(refundCap({ ...order, shippingPrice: 0 }, lines, true)).toBe(180000);
  });
  it('never pays more than the order over parts of a line returned in several returns', () => {
    const odd = { orderItems: [{ price: 99.99, quantity: 3 }], discount: 10, shippingPrice: 0 };
    const total = [1, 1, 1].reduce((sum, quantity) => sum + refundCap(odd, [{ line: 0, quantity, resolution: 'refund' }], false), 0);
    expect(total).toBeLessThanOrEqual(29997 - 1000);
    expect(refundCap(odd, [{ line: 0, quantity: 3, resolution: 'refund' }], false)).toBe(28997);
  });
  it('shipping is refundable only when every unit is in defect returns', () => {
    expect(shippingRefundable(order, [{ lines: [{ line: 0, quantity: 2 }, { line: 1, quantity: 1 }] }])).toBe(true);
    expect(shippingRefundable(order, [{ lines: [{ line: 0, quantity: 2 }] }, { lines: [{ line: 1, quantity: 1 }] }])).toBe(true);
    expect(shippingRefundable(order, [{ lines: [{ line: 0, quantity: 1 }, { line: 1, quantity: 1 }] }])).toBe(false);
  });
});

describe('units still returnable', () => {
  it('are delivered minus those in returns not rejected', () => {
    const order = { orderItems: [{ price: 1, quantity: 3 }, { price: 1, quantity: 1 }] };
    expect(
      returnableUnits(order, [
        { status: 'requested', lines: [{ line: 0, quantity: 1 }] },
        { status: 'rejected', lines: [{ line: 0, quantity: 2 }] },
        { status: 'refunded', lines: [{ line: 1, quantity: 1 }] },
      ]),
    ).toEqual([2, 0]);
  });
});

describe('the shopper’s request', () => {
  const codeOf = (input: unknown) => {
    const result = returnRequestBody.safeParse(input);
    return result.success ? 'ok' : issueError(result.error.issues[0]!)?.code;
  };
  it('takes lines with a resolution, and a reason', () => {
    expect(
      returnRequestBody.parse({ lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M', exchangeProduct: '' }], reason: 'too-small' }),
    ).toEqual({ lines: [{ line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' }], reason: 'too-small', reasonText: '' });
  });
  it('refuses what it cannot take, by code', () => {
    expect(codeOf({ lines: [], reason: 'defect' })).toBe('returnLinesRequired');
    expect(codeOf({ lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'bored' })).toBe('returnReasonInvalid');
    expect(codeOf({ lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'other' })).toBe('returnReasonTextRequired');
    expect(codeOf({ lines: [{ line: 0, quantity: 1, resolution: 'refund' }], reason: 'other', reasonText: 'the colour' })).toBe('ok');
    expect(codeOf({ lines: [{ line: 0, quantity: 1, resolution: 'exchange' }], reason: 'too-big' })).toBe('returnExchangeSizeRequired');
    expect(codeOf({ lines: [{ line: -1, quantity: 1, resolution: 'refund' }], reason: 'defect' })).toBe('returnLineInvalid');
    expect(codeOf({ lines: [{ line: 0, quantity: 0, resolution: 'refund' }], reason: 'defect' })).toBe('quantityInvalid');
    expect(
      codeOf({
        lines: [
          { line: 0, quantity: 1, resolution: 'refund' },
          { line: 0, quantity: 1, resolution: 'refund' },
        ],
        reason: 'defect',
      }),
    ).toBe('returnLineRepeated');
  });
  it('is read from the plain form', () => {
    const body = returnFormToBody(
      { 'quantity-0': '1', 'resolution-0': 'exchange', 'size-0': 'M', 'quantity-1': '0', 'quantity-2': '2', 'resolution-2': 'exchange', 'size-2': 'black-leotard:S', reason: 'too-small', reasonText: '' },
      3,
    );
    expect(body).toEqual({
      lines: [
        { line: 0, quantity: 1, resolution: 'exchange', exchangeSize: 'M' },
        { line: 2, quantity: 2, resolution: 'exchange', exchangeSize: 'S', exchangeProduct: 'black-leotard' },
      ],
      reason: 'too-small',
      reasonText: '',
    });
    expect(returnRequestBody.safeParse(body).success).toBe(true);
  });
});

describe('staff’s bodies', () => {
  it('a rejection needs a reason; a refund a positive amount of at most 2 decimals', () => {
    expect(returnStatusBody.safeParse({ version: 0, status: 'rejected' }).success).toBe(false);
    expect(returnStatusBody.parse({ version: 2, status: 'rejected', reason: ' worn ' })).toEqual({ version: 2, status: 'rejected', reason: 'worn' });
    expect(returnStatusBody.safeParse({ version: 0, status: 'refunded' }).success).toBe(false);
    expect(refundBody.parse({ version: 1, method: 'cash', amount: 120.5 })).toEqual({ version: 1, method: 'cash', amount: 120.5, reference: '' });
    expect(refundBody.safeParse({ version: 1, method: 'cash', amount: 0 }).success).toBe(false);
    expect(refundBody.safeParse({ version: 1, method: 'cash', amount: 1.005 }).success).toBe(false);
    expect(refundBody.safeParse({ version: 1, method: 'cheque', amount: 1 }).success).toBe(false);
  });
});

describe('the dashboard’s returns summary', () => {
  const line = (productId: string, name: string, quantity: number, resolution: 'refund' | 'exchange') => ({ productId, name, nameAr: `${name} ع`, slug: name.toLowerCase(), quantity, resolution });

  it('counts units by reason (every reason, in order) and by product, refunds apart from exchanges', () => {
    const { byReason, byProduct } = summariseReturns([
      { reason: 'too-small', lines: [line('a', 'Leotard', 1, 'exchange'), line('b', 'Skirt', 2, 'refund')] },
      { reason: 'too-small', lines: [line('a', 'Leotard', 2, 'exchange')] },
      { reason: 'defect', lines: [line('b', 'Skirt', 1, 'refund')] },
    ]);
    expect(byReason).toEqual([
      { reason: 'too-small', requests: 2, refunded: 2, exchanged: 3 },
      { reason: 'too-big', requests: 0, refunded: 0, exchanged: 0 },
      { reason: 'defect', requests: 1, refunded: 1, exchanged: 0 },
      { reason: 'changed-mind', requests: 0, refunded: 0, exchanged: 0 },
      { reason: 'other', requests: 0, refunded: 0, exchanged: 0 },
    ]);
    expect(byProduct).toEqual([
      { productId: 'a', name: 'Leotard', nameAr: 'Leotard ع', slug: 'leotard', refunded: 0, exchanged: 3, reasons: { 'too-small': 3, 'too-big': 0, defect: 0, 'changed-mind': 0, other: 0 } },
      { productId: 'b', name: 'Skirt', nameAr: 'Skirt ع', slug: 'skirt', refunded: 3, exchanged: 0, reasons: { 'too-small': 2, 'too-big': 0, defect: 1, 'changed-mind': 0, other: 0 } },
    ]);
  });

  it('lists the products with most units back first, then by name, up to the limit', () => {
    const { byProduct } = summariseReturns(
      [
        { reason: 'too-big', lines: [line('c', 'Tights', 1, 'refund'), line('b', 'Bag', 1, 'refund'), line('a', 'Shoes', 4, 'exchange')] },
      ],
      2,
    );
    expect(byProduct.map((product) => product.name)).toEqual(['Shoes', 'Bag']);
  });

  it('is empty with no request', () => {
    const { byReason, byProduct } = summariseReturns([]);
    expect(byReason.every((row) => row.requests === 0 && row.refunded === 0 && row.exchanged === 0)).toBe(true);
    expect(byProduct).toEqual([]);
  });
});

describe('refunds by method (issue 40)', () => {
  const since = new Date('2026-11-01T00:00:00Z');
  it('counts and sums every method since the day, to the piastre, every method listed', () => {
    const refunds = [
      { method: 'online', amount: 0.1, at: '2026-11-02T10:00:00Z' },
      { method: 'online', amount: 0.2, at: '2026-11-03T10:00:00Z' },
      { method: 'cash', amount: 150, at: '2026-11-05T10:00:00Z' },
      { method: 'store-credit', amount: 99.99, at: '2026-10-31T23:59:59Z' },
    ] as const;
    expect(refundsByMethod(refunds, since)).toEqual([
      { method: 'cash', refunds: 1, amount: 150 },
      { method: 'bank-transfer', refunds: 0, amount: 0 },
      { method: 'instapay', refunds: 0, amount: 0 },
      { method: 'store-credit', refunds: 0, amount: 0 },
      { method: 'online', refunds: 2, amount: 0.3 },
    ]);
  });
});

describe('exchangePrice (issue 36)', () => {
  const order = { orderItems: [{ price: 500, quantity: 2 }], discount: 0, shippingPrice: 50 };
  it('another size of the same product is a like-for-like swap, whatever the price now', () => {
    expect(exchangePrice(order, 0, 1, { sameProduct: true, price: 900 })).toEqual({ costsMore: false, credit: 0 });
  });
  it('refuses a dearer colour by a piastre, gives nothing for the same price', () => {
    expect(exchangePrice(order, 0, 1, { sameProduct: false, price: 500.01 })).toEqual({ costsMore: true, credit: 0 });
    expect(exchangePrice(order, 0, 2, { sameProduct: false, price: 500 })).toEqual({ costsMore: false, credit: 0 });
  });
  it('credits a cheaper colour the difference per unit, at the price paid after the discount, rounded down', () => {
    expect(exchangePrice(order, 0, 2, { sameProduct: false, price: 350 })).toEqual({ costsMore: false, credit: 30_000 });
    // 10 % off: 450 paid per unit; at the same rate the 350 colour costs 315, so 135 back.
    expect(exchangePrice({ ...order, orderItems: [{ price: 500, quantity: 1 }], discount: 50 }, 0, 1, { sameProduct: false, price: 350 }).credit).toBe(13_500);
    // 3 EGP with 1 EGP off: 2.00 paid; a 2 EGP colour gives back 2.00 × 1/3, rounded down to the piastre.
    expect(exchangePrice({ orderItems: [{ price: 3, quantity: 1 }], discount: 1, shippingPrice: 0 }, 0, 1, { sameProduct: false, price: 2 }).credit).toBe(66);
  });
});
