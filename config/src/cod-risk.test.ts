import { describe, expect, it } from 'vitest';
import { DEFAULT_COD_RULES, addressHoldKey, codEditRefusal, codHoldRefusal, codLiftBody, codRefusal, codRiskQuery, codRulesBody, isNumberBlocked, mobileKeySchema, normaliseMobile } from './cod-risk.js';
import { firstIssue } from './accounts.js';

describe('normaliseMobile', () => {
  it.each([
    '01012345678',
    '+201012345678',
    '00201012345678',
    '201012345678',
    '1012345678',
    '٠١٠١٢٣٤٥٦٧٨',
    '۰۱۰۱۲۳۴۵۶۷۸',
    '+٢٠١٠١٢٣٤٥٦٧٨',
    ' 010 1234-5678 ',
    '(+20) 10.1234.5678',
  ])('reads %j as 01012345678', (text) => {
    expect(normaliseMobile(text)).toBe('01012345678');
  });

  it.each(['', '0101234567', '010123456789', '02012345678', '+2001012345678', '+441012345678', 'abc', '01x12345678'])('refuses %j', (text) => {
    expect(normaliseMobile(text)).toBeNull();
  });

  it('reads a path parameter with the same rule, and refuses others with invalidMobile', () => {
    expect(mobileKeySchema.parse('+201112223334')).toBe('01112223334');
    const result = mobileKeySchema.safeParse('12');
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toEqual({ code: 'invalidMobile' });
  });
});

describe('the rules', () => {
  const rules = { maxCodTotal: 2000, refusalsToBlock: 2 };

  it('lets an order through under the limit and below N refusals', () => {
    expect(codRefusal(rules, { total: 2000, refused: 1, liftedAtRefusals: null })).toBeNull();
  });

  it('refuses an order over the limit, naming the limit', () => {
    expect(codRefusal(rules, { total: 2000.01, refused: 0, liftedAtRefusals: null })).toEqual({ code: 'codOverLimit', params: { limit: 2000 } });
  });

  it('has no limit by default, and blocks at 2 refusals by default', () => {
    expect(DEFAULT_COD_RULES).toEqual({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: 3, maxUnitsPerLine: 5, codFee: 0 });
    expect(codRefusal(DEFAULT_COD_RULES, { total: 9_999_999, refused: 1, liftedAtRefusals: null })).toBeNull();
    expect(codRefusal(DEFAULT_COD_RULES, { total: 10, refused: 2, liftedAtRefusals: null })).toEqual({ code: 'codNumberBlocked' });
  });

  it('refuses an edit only when it raises the cash to collect above the limit', () => {
    expect(codEditRefusal(rules, 1500, 2000.01)).toEqual({ code: 'codOverLimit', params: { limit: 2000 } });
    expect(codEditRefusal(rules, 1500, 2000)).toBeNull();
    // Placed under a higher limit: lowering or keeping it is fine.
    expect(codEditRefusal(rules, 3000, 2500)).toBeNull();
    expect(codEditRefusal(rules, 3000, 3000)).toBeNull();
    expect(codEditRefusal(DEFAULT_COD_RULES, 10, 9_999_999)).toBeNull();
  });

  it('lets a lifted number through until it is refused again', () => {
    expect(isNumberBlocked(rules, 2, 2)).toBe(false);
    expect(isNumberBlocked(rules, 3, 2)).toBe(true);
    expect(isNumberBlocked(rules, 5, null)).toBe(true);
    expect(isNumberBlocked({ ...rules, refusalsToBlock: 6 }, 5, null)).toBe(false);
  });
});

describe('the caps on unconfirmed orders', () => {
  const none = { account: 0, mobile: 0, address: 0 };

  it('lets a first order of up to 5 pieces of a size through by default', () => {
    expect(codHoldRefusal(DEFAULT_COD_RULES, { largestLine: 5, pending: none })).toBeNull();
    expect(codHoldRefusal(DEFAULT_COD_RULES, { largestLine: 1, pending: { account: 2, mobile: 2, address: 2 } })).toBeNull();
  });

  it('refuses a line over the units cap first, then an account, number or address at 3 pending orders', () => {
    expect(codHoldRefusal(DEFAULT_COD_RULES, { largestLine: 6, pending: { ...none, account: 3 } })).toEqual({ code: 'codTooManyUnits', params: { max: 5 } });
    for (const holder of ['account', 'mobile', 'address'] as const) {
      expect(codHoldRefusal(DEFAULT_COD_RULES, { largestLine: 1, pending: { ...none, [holder]: 3 } })).toEqual({ code: 'codTooManyPendingOrders', params: { max: 3 } });
    }
  });

  it('has no cap where the shop set none', () => {
    expect(codHoldRefusal({ maxPendingOrders: null, maxUnitsPerLine: null }, { largestLine: 99, pending: { account: 500, mobile: 500, address: 500 } })).toBeNull();
  });

  it('reads one address however it is typed, and another address as another', () => {
    const home = { city: 'Giza', area: 'Dokki', streetName: '12 Tahrir St.', buildingNumber: '٤', apartmentNumber: 'Flat 2' };
    expect(addressHoldKey({ ...home, streetName: ' 12  tahrir st', buildingNumber: '4', apartmentNumber: 'flat-2' })).toBe(addressHoldKey(home));
    expect(addressHoldKey({ ...home, apartmentNumber: 'Flat 3' })).not.toBe(addressHoldKey(home));
  });
});

describe('the admin bodies', () => {
  it('reads the caps: whole numbers (Arabic digits too), empty or null for none, left out for unchanged', () => {
    expect(codRulesBody.parse({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: '٣', maxUnitsPerLine: 10 })).toEqual({
      maxCodTotal: null,
      refusalsToBlock: 2,
      maxPendingOrders: 3,
      maxUnitsPerLine: 10,
    });
    expect(codRulesBody.parse({ maxCodTotal: null, refusalsToBlock: 2, maxPendingOrders: '', maxUnitsPerLine: null })).toMatchObject({ maxPendingOrders: null, maxUnitsPerLine: null });
    const unchanged = codRulesBody.parse({ maxCodTotal: null, refusalsToBlock: 2 });
    expect(unchanged.maxPendingOrders).toBeUndefined();
    expect(unchanged.maxUnitsPerLine).toBeUndefined();
  });

  it.each([0, 100, 1.5, '0x10', '1e1', ' 3x', [3], true])('refuses the cap %j', (cap) => {
    for (const field of ['maxPendingOrders', 'maxUnitsPerLine'] as const) {
      const result = codRulesBody.safeParse({ maxCodTotal: null, refusalsToBlock: 2, [field]: cap });
      expect(result.success, `${field} ${JSON.stringify(cap)}`).toBe(false);
      if (!result.success) expect(firstIssue(result.error)).toMatchObject({ code: `${field}Invalid`, params: { max: 99 } });
    }
  });

  it('reads the rules form: an empty limit is none, Arabic digits count', () => {
    expect(codRulesBody.parse({ maxCodTotal: '', refusalsToBlock: '٣' })).toEqual({ maxCodTotal: null, refusalsToBlock: 3 });
    expect(codRulesBody.parse({ maxCodTotal: 1500.5, refusalsToBlock: 2 })).toEqual({ maxCodTotal: 1500.5, refusalsToBlock: 2 });
    expect(codRulesBody.parse({ maxCodTotal: null, refusalsToBlock: 1 })).toEqual({ maxCodTotal: null, refusalsToBlock: 1 });
  });

  it.each([
    [{ maxCodTotal: -1, refusalsToBlock: 2 }, 'codLimitInvalid'],
    [{ maxCodTotal: 'lots', refusalsToBlock: 2 }, 'codLimitInvalid'],
    [{ maxCodTotal: 10.001, refusalsToBlock: 2 }, 'codLimitInvalid'],
    [{ maxCodTotal: 1e12, refusalsToBlock: 2 }, 'codLimitInvalid'],
    [{ maxCodTotal: null, refusalsToBlock: 0 }, 'refusalsToBlockInvalid'],
    [{ maxCodTotal: null, refusalsToBlock: 1.5 }, 'refusalsToBlockInvalid'],
    [{ maxCodTotal: null, refusalsToBlock: 'x' }, 'refusalsToBlockInvalid'],
    [{ maxCodTotal: null }, 'refusalsToBlockInvalid'],
  ])('refuses %j with %s', (body, code) => {
    const result = codRulesBody.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssue(result.error)).toMatchObject({ code });
  });

  it('reads a lift as a boolean only', () => {
    expect(codLiftBody.parse({ lifted: false })).toEqual({ lifted: false });
    expect(codLiftBody.safeParse({ lifted: 'yes' }).success).toBe(false);
  });

  it('reads the risk query as distinct ids, at most 50', () => {
    expect(codRiskQuery.parse({ orders: 'a,b,a,' }).orders).toEqual(['a', 'b']);
    expect(codRiskQuery.safeParse({ orders: Array.from({ length: 51 }, (_, i) => `o${i}`).join(',') }).success).toBe(false);
  });
});
