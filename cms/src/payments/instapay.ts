import { parse } from 'csv-parse/sync';
import { MONEY_DECIMALS, coded, readStrictNumber, toPiastres, type CodedError } from '@pointe/config';

/**
 * InstaPay (issue 40, ADR 041) has no merchant API: the shop shows its InstaPay address (and payment
 * link, if it has one), the shopper sends the amount with the order's transfer note and types her
 * receipt's reference; staff confirm the transfer on the order page, or several at once from the
 * bank's statement. Nothing here talks to a bank.
 */
export interface InstapaySettings {
  /** The shop's InstaPay address (IPA), e.g. pointe@instapay. */
  address: string;
  /** Its InstaPay payment link (https://ipn.eg/S/…), which opens the shopper's bank app; null when the shop has none. */
  link: string | null;
}

/** InstaPay's settings: none without INSTAPAY_ADDRESS (no InstaPay method). */
export function instapaySettingsFromEnv(env: Readonly<Record<string, string | undefined>>): InstapaySettings | null {
  const address = env.INSTAPAY_ADDRESS?.trim();
  if (!address) return null;
  const link = env.INSTAPAY_LINK?.trim() || null;
  if (link && !/^https:\/\//.test(link)) throw new Error(`INSTAPAY_LINK must be an https:// link (got "${link}").`);
  return { address, link };
}

/** A credit line of a bank statement: its amount, and the words that may name a payment. */
export interface StatementLine {
  line: number;
  amountPiastres: number;
  reference: string;
  description: string;
}

/** Column names banks use (English and Arabic exports), compared as columnKey reads them. */
const COLUMNS = {
  amount: ['amount', 'credit', 'creditamount', 'deposit', 'in', 'مبلغ', 'دائن', 'إيداع', 'ايداع'],
  reference: ['reference', 'ref', 'refno', 'referencenumber', 'transactionid', 'transactionreference', 'مرجع', 'رقممرجع'],
  description: ['description', 'details', 'narrative', 'note', 'remarks', 'memo', 'بيان', 'وصف', 'ملاحظات'],
} as const;

/** A column's name without case, spaces, dots, or the Arabic article (المبلغ and مبلغ are one column). */
const columnKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[\s._#]/g, '')
    .replace(/(^|(?<=رقم))ال/g, '');

/** "1,250.00 EGP" as a bank writes it: its thousands separators and currency dropped, then the shop's one strict reading. */
function amountOf(cell: string): number | null {
  const read = readStrictNumber(cell.replace(/\s*(EGP|LE|ج\.?م\.?)$/i, '').replace(/,/g, ''), { decimals: MONEY_DECIMALS });
  return read.ok && read.value > 0 ? toPiastres(read.value) : null;
}

/**
 * A bank statement's CSV (`,`, `;` or tabs): a first row of column names with an amount (or credit)
 * column and a reference or description column; every later row with a positive amount is a credit
 * line. Debits, balances and blank rows are skipped: a statement holds more than InstaPay transfers.
 */
export function readBankStatement(text: string): { lines: StatementLine[] } | { error: CodedError } {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), { delimiter: [',', ';', '\t'], skip_empty_lines: true, relax_column_count: true, trim: true, bom: true }) as string[][];
  } catch (error) {
    return { error: coded('statementCsvInvalid', { line: Number((error as { lines?: unknown }).lines) || 1 }) };
  }
  const [header = [], ...rows] = records;
  const find = (names: readonly string[]) => header.findIndex((cell) => names.includes(columnKey(cell)));
  const [amount, reference, description] = [find(COLUMNS.amount), find(COLUMNS.reference), find(COLUMNS.description)];
  if (amount < 0 || (reference < 0 && description < 0)) return { error: coded('statementColumnsMissing') };
  const lines: StatementLine[] = [];
  for (const [index, row] of rows.entries()) {
    const amountPiastres = amountOf(row[amount] ?? '');
    if (amountPiastres === null) continue;
    lines.push({ line: index + 2, amountPiastres, reference: reference < 0 ? '' : (row[reference] ?? ''), description: description < 0 ? '' : (row[description] ?? '') });
  }
  return { lines };
}
