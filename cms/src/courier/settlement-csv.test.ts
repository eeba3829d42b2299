import { describe, expect, it } from 'vitest';
import { parseSettlementCsv } from './settlement-csv';

describe('a courier settlement CSV', () => {
  it('reads order numbers and amounts, with or without a header, commas or semicolons, Arabic-Indic digits', () => {
    expect(parseSettlementCsv('order_number,amount\n10001,250.00\n\n#10002 , 99.5\n')).toEqual({
      lines: [
        { orderNumber: 10001, amount: 250 },
        { orderNumber: 10002, amount: 99.5 },
      ],
    });
    expect(parseSettlementCsv('10003;١٢٠')).toEqual({ lines: [{ orderNumber: 10003, amount: 120 }] });
    expect(parseSettlementCsv('"10004","1,500.00"')).toEqual({ error: { code: 'settlementCsvInvalid', params: { line: 1 } } });
  });

  it('refuses a bad row by its line number and an empty file', () => {
    expect(parseSettlementCsv('order,amount\n10001,250\n10002,abc')).toEqual({ error: { code: 'settlementCsvInvalid', params: { line: 3 } } });
    expect(parseSettlementCsv('10001,250.123')).toEqual({ error: { code: 'settlementCsvInvalid', params: { line: 1 } } });
    expect(parseSettlementCsv('10001,250,extra')).toEqual({ error: { code: 'settlementCsvInvalid', params: { line: 1 } } });
    expect(parseSettlementCsv('order,amount\n')).toEqual({ error: { code: 'settlementOrdersRequired' } });
    expect(parseSettlementCsv('"unterminated')).toMatchObject({ error: { code: 'settlementCsvInvalid' } });
  });
});
