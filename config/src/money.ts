/**
 * Money rules shared by the CMS and the storefront.
 * Amounts travel as EGP numbers with at most 2 decimals; every computation
 * happens in integer piastres (1 EGP = 100 piastres) so sums never drift.
 */

export type Piastres = number;

/** EGP (possibly with float noise, e.g. 0.1 + 0.2) to whole piastres. */
export function toPiastres(egp: number): Piastres {
  if (!Number.isFinite(egp)) throw new RangeError(`Not a finite amount: ${egp}`);
  // 1.005 * 100 is 100.49999999999999 in floating point; trimming to 12 significant digits first
  // rounds it as the written decimal (101), not as its binary approximation (100).
  return Math.round(Number.parseFloat((egp * 100).toPrecision(12)));
}

/** Whole piastres back to an EGP number with at most 2 decimals. */
export function toEgp(piastres: Piastres): number {
  return Math.round(piastres) / 100;
}
