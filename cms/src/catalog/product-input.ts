import { coded, MAX_SIZE_STOCK, SIZES, SWATCH_PATTERN, readStrictNumber, slugify, totalStock } from '@pointe/config';
import { shopValidationError } from '../utils/http';

type SizeInput = { size?: unknown; countInStock?: unknown };
export type ProductInput = Record<string, unknown> & { name?: unknown; slug?: unknown; sizes?: unknown; countInStock?: unknown };

/**
 * Rules every product write obeys, whoever writes it (Strapi's panel, the seed, the admin API):
 * - the slug is generated from the name when left empty;
 * - sizes are from the shop's list, each at most once, with a whole stock from 0 to MAX_SIZE_STOCK;
 * - countInStock is the sum of the sizes' stock, never what the caller sent;
 * - a swatch is `#rrggbb`, stored lower-case (empty is none).
 */
export function normaliseProductInput(data: ProductInput, action: 'create' | 'update'): void {
  normaliseSwatch(data);
  if ((data.slug === undefined || data.slug === null || data.slug === '') && typeof data.name === 'string') {
    if (action === 'create' || data.slug !== undefined) data.slug = slugify(data.name);
  }

  if (!Array.isArray(data.sizes)) {
    // Stock totals follow the sizes; without sizes in this write, the stored total stays right.
    if (action === 'create') data.countInStock = 0;
    else delete data.countInStock;
    return;
  }

  const seen = new Set<string>();
  const stocks: Array<{ countInStock: number }> = [];
  for (const entry of data.sizes as SizeInput[]) {
    const size = entry?.size;
    if (typeof size !== 'string' || !(SIZES as readonly string[]).includes(size)) {
      throw shopValidationError(coded('sizeInvalid', { choices: SIZES }));
    }
    if (seen.has(size)) throw shopValidationError(coded('sizeListedTwice', { size }));
    seen.add(size);
    // The shop's one strict number reading (config's numbers.ts), bounded as the admin form is.
    const count = readStrictNumber(entry.countInStock ?? 0);
    if (!count.ok || count.value < 0 || count.value > MAX_SIZE_STOCK) {
      throw shopValidationError(coded('sizeStockInvalid', { size }));
    }
    stocks.push({ countInStock: count.value });
  }
  data.countInStock = totalStock(stocks);
}

/** A swatch is CSS hex `#rrggbb`, kept lower-case so pages and searches compare it as text; empty is no swatch. */
function normaliseSwatch(data: ProductInput): void {
  if (data.swatch === undefined || data.swatch === null) return;
  const swatch = typeof data.swatch === 'string' ? data.swatch.trim() : data.swatch;
  if (swatch === '') {
    data.swatch = null;
    return;
  }
  if (typeof swatch !== 'string' || !SWATCH_PATTERN.test(swatch)) throw shopValidationError(coded('swatchInvalid'));
  data.swatch = swatch.toLowerCase();
}
