import { parse } from 'csv-parse/sync';
import { coded, type CodedError } from '@pointe/config';

/** Whole order numbers and EGP amounts as a courier's CSV writes them (Arabic-Indic digits too). */
const WHOLE = /^\d{1,10}$/;
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/**
 * A courier's settlement CSV: one order per row, its order number then the amount paid for it
 * (`10001,250.00`); a first row of column names, blank rows and a `#` before the number are fine;
 * `,` or `;` between columns (spreadsheets in Arabic locales write `;`). Any other row is refused
 * with its line number, so staff fix the file rather than settle part of it.
 */
export function parseSettlementCsv(text: string): { lines: Array<{ orderNumber: number; amount: number }> } | { error: CodedError } {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { delimiter: [',', ';', '\t'], skip_empty_lines: true, relax_column_count: true, trim: true, bom: true }) as string[][];
  } catch (error) {
    const line = Number((error as { lines?: unknown }).lines) || 1;
    return { error: coded('settlementCsvInvalid', { line }) };
  }
  const lines: Array<{ orderNumber: number; amount: number }> = [];
  for (const [index, record] of records.entries()) {
    const [number = '', amount = ''] = record.map((cell) => westernDigits(cell.replace(/^#/, '').replace(/\s*(EGP|ج\.?م\.?)$/i, '')));
    if (index === 0 && !WHOLE.test(number)) continue; // the column names
    if (!WHOLE.test(number) || !AMOUNT.test(amount) || record.filter((cell) => cell !== '').length > 2) {
      return { error: coded('settlementCsvInvalid', { line: index + 1 }) };
    }
    lines.push({ orderNumber: Number(number), amount: Number(amount) });
  }
  if (lines.length === 0) return { error: coded('settlementOrdersRequired') };
  return { lines };
}
