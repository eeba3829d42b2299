import { describe, expect, it } from 'vitest';
import { instapaySettingsFromEnv, readBankStatement } from './instapay';

describe('InstaPay settings', () => {
  it('are none without an address, and refuse a payment link that is not https', () => {
    expect(instapaySettingsFromEnv({})).toBeNull();
    expect(instapaySettingsFromEnv({ INSTAPAY_ADDRESS: '  ' })).toBeNull();
    expect(instapaySettingsFromEnv({ INSTAPAY_ADDRESS: ' pointe@instapay ' })).toEqual({ address: 'pointe@instapay', link: null });
    expect(instapaySettingsFromEnv({ INSTAPAY_ADDRESS: 'pointe@instapay', INSTAPAY_LINK: 'https://ipn.eg/S/pointe/instapay/1' })).toEqual({ address: 'pointe@instapay', link: 'https://ipn.eg/S/pointe/instapay/1' });
    expect(() => instapaySettingsFromEnv({ INSTAPAY_ADDRESS: 'pointe@instapay', INSTAPAY_LINK: 'javascript:alert(1)' })).toThrow(/https/);
  });
});

describe('a bank statement', () => {
  it('keeps the credit lines, with their amounts in piastres, from English or Arabic column names', () => {
    const english = 'Date;Narrative;Ref. No;Debit;Credit Amount\n2026-11-28;IPN POINTE-1042;FT1;;"1,250.50 EGP"\n2026-11-28;Card;POS;99.00;\n\n2026-11-29;Salary;S1;;0';
    expect(readBankStatement(english)).toEqual({ lines: [{ line: 2, amountPiastres: 125_050, reference: 'FT1', description: 'IPN POINTE-1042' }] });
    const arabic = '\uFEFFالتاريخ,البيان,المبلغ\n2026-11-28,تحويل Pointe 7,٣٠٠';
    expect(readBankStatement(arabic)).toEqual({ lines: [{ line: 2, amountPiastres: 30_000, reference: '', description: 'تحويل Pointe 7' }] });
  });

  it('is refused without an amount column and a reference or description column, or when it is not CSV', () => {
    expect(readBankStatement('Date,Credit\n2026-11-28,100')).toEqual({ error: { code: 'statementColumnsMissing' } });
    expect(readBankStatement('')).toEqual({ error: { code: 'statementColumnsMissing' } });
    expect(readBankStatement('Amount,Reference\n1,"FT')).toEqual({ error: { code: 'statementCsvInvalid', params: { line: 2 } } });
  });
});
