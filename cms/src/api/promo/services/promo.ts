import type { Core } from '@strapi/strapi';
import {
  meetsPromoMinimum,
  promoDiscountPiastres,
  toEgp,
  toPiastres,
  type AppliedPromoJson,
  type DiscountType,
  type PromoCreate,
  type PromoJson,
  coded,
  type CodedError,
} from '@pointe/config';
import { envInt } from '../../../utils/env';
import { RateLimiter } from '../../../utils/rate-limit';

export const PROMO_UID = 'api::promo.promo';

export interface PromoRow {
  id: number;
  code: string;
  discountType: DiscountType;
  discountValue: number | string;
  expiresAt: string | Date | null;
  usageLimit: number | null;
  usedCount: number | null;
  /** The items total (EGP, before the discount) an order needs for the code: null for none (issue 23's edits drop a promo below it). */
  minimumOrder?: number | string | null;
}

/** A promo as the admin API answers it (the `promoJson` contract). */
export function toPromoJson(promo: PromoRow & { documentId: string }): PromoJson {
  return {
    _id: promo.documentId,
    code: promo.code,
    discountType: promo.discountType,
    discountValue: Number(promo.discountValue),
    expiresAt: promo.expiresAt ? new Date(promo.expiresAt).toISOString() : null,
    usageLimit: promo.usageLimit,
    usedCount: promo.usedCount ?? 0,
    minimumOrder: promo.minimumOrder === null || promo.minimumOrder === undefined || Number(promo.minimumOrder) === 0 ? null : Number(promo.minimumOrder),
  };
}

export type PromoCheck = { promo: PromoRow } | { error: CodedError };

/** A code judged for a client (`judge`): the promo, or why not, 429 once the client has guessed too often. */
export type PromoJudgement = { promo: PromoRow } | { status: 409 | 429; error: CodedError };

const TOO_MANY_WRONG_CODES = coded('tooManyWrongPromoCodes');
/**
 * Wrong codes per client IP, one count for every route that reads a code (issue 36: checkout was an
 * uncounted second door). Only refused codes count: a shopper re-viewing a cart with a good code is
 * never limited, while someone guessing codes is stopped after a few tries.
 */
const wrongCodes = new RateLimiter({
  name: 'promo-wrong-ip',
  limit: envInt('PROMO_RATE_LIMIT_PER_IP', 20),
  windowSeconds: envInt('PROMO_RATE_WINDOW_SECONDS', 600),
});

/** Why a promo can't be used now (by the server's clock), or null when it can. */
export function promoProblem(promo: PromoRow | null, now = new Date()): CodedError | null {
  if (!promo) return coded('promoInvalid');
  if (promo.expiresAt && new Date(promo.expiresAt) <= now) return coded('promoExpired');
  if (promo.usageLimit !== null && (promo.usedCount ?? 0) >= promo.usageLimit) return coded('promoUsedUp');
  return null;
}

const promoService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Creates a promo (the code upper-case and unique); 'taken' when the code exists. */
  async create(input: PromoCreate) {
    if (await strapi.db.query(PROMO_UID).findOne({ where: { code: input.code }, select: ['id'] })) return 'taken' as const;
    try {
      return toPromoJson(await strapi.db.query(PROMO_UID).create({ data: { ...input, usedCount: 0 } }));
    } catch (error) {
      if (await strapi.db.query(PROMO_UID).findOne({ where: { code: input.code }, select: ['id'] })) return 'taken' as const;
      throw error;
    }
  },

  /** Every promo with its use so far, newest first. */
  async list(): Promise<PromoJson[]> {
    const rows = await strapi.db.query(PROMO_UID).findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toPromoJson);
  },

  /** The promo for a code (any casing), if it can be used now. */
  async findUsable(code: string): Promise<PromoCheck> {
    const promo: PromoRow | null = await strapi.db.query(PROMO_UID).findOne({ where: { code: code.toUpperCase() } });
    const problem = promoProblem(promo);
    return problem || !promo ? { error: problem ?? coded('promoInvalid') } : { promo };
  },

  /**
   * THE way a shopper's code is judged (POST /api/promos/apply and POST /api/orders): refused with
   * 429 while `client` is over its limit of wrong codes, else the promo if it can be used now, and a
   * wrong one (unknown, expired, used up) counts against the limit. Whether the cart meets the
   * code's minimum is the caller's (a real code below its minimum is no guess: it never counts).
   */
  async judge(code: string, client: string): Promise<PromoJudgement> {
    if (await wrongCodes.isOver(client)) return { status: 429, error: TOO_MANY_WRONG_CODES };
    const check = await this.findUsable(code);
    if ('promo' in check) return check;
    await wrongCodes.attempt(client);
    return { status: 409, error: check.error };
  },

  /** POST /api/promos/apply: what the code takes off a cart of `cartTotal` EGP, judged for `client` (`judge`). */
  async apply(code: string, cartTotal: number, client: string): Promise<AppliedPromoJson | { status: 400 | 429; error: CodedError }> {
    const check = await this.judge(code, client);
    if ('error' in check) return { status: check.status === 429 ? 429 : 400, error: check.error };
    const { promo } = check;
    const minimum = Number(promo.minimumOrder ?? 0);
    if (!meetsPromoMinimum(minimum, toPiastres(cartTotal))) return { status: 400, error: coded('promoBelowMinimum', { minimum }) };
    const discountValue = Number(promo.discountValue);
    return {
      code: promo.code,
      discountType: promo.discountType,
      discountValue,
      discount: toEgp(promoDiscountPiastres({ discountType: promo.discountType, discountValue }, toPiastres(cartTotal))),
    };
  },
});

export type PromoService = ReturnType<typeof promoService>;
export default promoService;
