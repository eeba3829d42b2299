import { parse } from 'csv-parse/sync';
import { MONEY_DECIMALS, coded, readStrictNumber, type CodedError } from '@pointe/config';

/**
 * Whole order numbers and EGP amounts (whole piastres) as a courier's CSV writes them, Arabic-Indic
 * digits too: the shop's one strict number reading (config's numbers.ts). settlementBody bounds them.
 */
const whole = (text: string) => readStrictNumber(text);
const amountOf = (text: string) => readStrictNumber(text, { decimals: MONEY_DECIMALS });

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
    const [number = '', amount = ''] = record.map((cell) => cell.replace(/^#/, '').replace(/\s*(EGP|ج\.?م\.?)$/i, ''));
    const [orderNumber, paid] = [whole(number), amountOf(amount)];
    if (index === 0 && !orderNumber.ok) continue; // the column names
    if (!orderNumber.ok || orderNumber.value < 0 || !paid.ok || paid.value < 0 || record.filter((cell) => cell !== '').length > 2) {
      return { error: coded('settlementCsvInvalid', { line: index + 1 }) };
    }
    lines.push({ orderNumber: orderNumber.value, amount: paid.value });
  }
  if (lines.length === 0) return { error: coded('settlementOrdersRequired') };
  return { lines };
}
