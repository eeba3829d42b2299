import type { Core } from '@strapi/strapi';
import {
  DEFAULT_PAYMENT_HOLD_MINUTES,
  ONLINE_PAYMENT_METHODS,
  decideNotice,
  toEgp,
  type Locale,
  type OnlinePaymentMethod,
  type OrderJson,
  type PaymentJson,
  type PaymentNoticeFacts,
  type PaymentState,
  type PaymentOptionBody,
  type PaymentOptionsJson,
  type CodedError,
  coded,
  mayRefundPayment,
  refundablePiastres,
  toPiastres,
  type OrderSummaryJson,
  type InstapayStatementJson,
  type PaymentSettlementJson,
  cairoDayOf,
  instapayTransferNote,
  orderNumberInNote,
  toLocale,
  ENDED_WITHOUT_GOODS,
  type OrderStatus,
  type PaymobMethod,
} from '@pointe/config';
import { columnOf, tableOf, type ColumnOf } from '../../../database/names';
import { queueMail, shopLink } from '../../../email/mailer';
import { paymentDueMail, paymentRefundedMail } from '../../../email/payment-due';
import { createFawryReference, fawryPaymentStatus } from '../../../payments/fawry';
import type { PaymentNotice } from '../../../payments/notices';
import { readBankStatement } from '../../../payments/instapay';
import type { InstapaySettings } from '../../../payments/instapay';
import { createPaymobIntention, paymobTransaction, refundPaymobTransaction } from '../../../payments/paymob';
import { ProviderError } from '../../../payments/provider-call';
import { PROVIDER_OF, PROVIDER_SETTINGS, canTake, providersFromEnv, type PaymentProvider, type PaymentProviders } from '../../../payments/providers';
import { cmsPublicUrl, storefrontUrl } from '../../../utils/env';
import { getService } from '../../../utils/services';
import { ORDER_UID, toOrderJson, type OrderRow } from '../../order/services/order';

export const PAYMENT_UID = 'api::payment.payment';
const NOTICE_UID = 'api::payment.payment-notice';
const OPTION_UID = 'api::payment.payment-option';
const SCREENSHOT_UID = 'api::payment.transfer-screenshot';

/** Her InstaPay receipt as a picture (media/pictures.ts screenshotOf). */
export interface TransferScreenshot {
  mime: 'image/webp';
  bytes: Buffer;
}

export interface PaymentRow {
  id: number;
  documentId: string;
  method: OnlinePaymentMethod;
  provider: string;
  state: PaymentState;
  amountPiastres: number;
  holdUntil: string | Date;
  reference: string;
  providerOrderId: string | null;
  checkoutUrl: string | null;
  transactionId: string | null;
  paidAt: string | Date | null;
  refundedPiastres: number | null;
  flag: string | null;
  transferReference?: string | null;
  transferReportedAt?: string | Date | null;
  transferScreenshotAt?: string | Date | null;
  order?: { id: number; documentId: string; orderStatus: string | null; orderNumber?: number } | null;
}

interface OptionRow {
  method: OnlinePaymentMethod;
  isOn: boolean;
  holdMinutes: number;
}

/** The order a payment is for, as the provider needs it. */
export interface PaymentFor {
  order: OrderJson;
  email: string;
  amountPiastres: number;
  locale: Locale;
}

export type NoticeAnswer = { status: 200; changed: boolean } | { status: 404 };

/** A payment as the API answers it; an InstaPay one says where to send the money (the shop's address as it is set now). */
export const toPaymentJson = (row: PaymentRow, instapay: InstapaySettings | null = null): PaymentJson => ({
  method: row.method,
  state: row.state,
  amount: toEgp(Number(row.amountPiastres)),
  holdUntil: new Date(row.holdUntil).toISOString(),
  checkoutUrl: row.checkoutUrl ?? null,
  reference: row.reference,
  outletCode: row.provider === 'fawry' ? (row.providerOrderId ?? null) : null,
  paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
  flag: row.flag === 'amountMismatch' || row.flag === 'paidAfterRelease' ? row.flag : null,
  ...(Number(row.refundedPiastres ?? 0) > 0 ? { refunded: toEgp(Number(row.refundedPiastres)) } : {}),
  ...(row.method === 'instapay'
    ? {
        payTo: instapay ? { address: instapay.address, link: instapay.link, note: row.reference } : null,
        transfer:
          row.transferReference && row.transferReportedAt
            ? { reference: row.transferReference, reportedAt: new Date(row.transferReportedAt).toISOString(), ...(row.transferScreenshotAt ? { screenshot: true } : {}) }
            : null,
      }
    : {}),
});

const isUniqueViolation = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test(String(message));
};

/** What the order's timeline says when its payment moves it. */
const RELEASE_NOTES: Record<'failed' | 'expired', string> = {
  failed: 'The online payment failed',
  expired: 'Not paid in time: the stock and promo went back',
};

/**
 * Paying online (issue 40, ADR 041). A pay-now order is placed on the one order path (order.ts) as
 * `awaiting-payment` with a payment row in its transaction (open). Only a provider's signed notice
 * moves the payment (receive), one compare-and-set from `awaiting`, and the notice is kept once per
 * (provider, transaction, outcome), so a repeat changes nothing. The order follows its payment
 * through the life cycle's own compare-and-set (settle): paid → confirmed, failed or expired →
 * cancelled, which gives the stock, promo use and store credit back exactly once. A crash between the
 * two is finished by the hold job (releaseDue), which also asks the provider about payments whose hold
 * ended without a notice.
 */
const paymentService = ({ strapi }: { strapi: Core.Strapi }) => {
  const payments = () => strapi.db.query(PAYMENT_UID);
  const screenshots = () => strapi.db.query(SCREENSHOT_UID);
  const notices = () => strapi.db.query(NOTICE_UID);
  const options = () => strapi.db.query(OPTION_UID);
  const lifeCycle = () => getService(strapi, 'api::order.life-cycle');
  let providers: PaymentProviders | undefined;
  const settings = (): PaymentProviders => (providers ??= providersFromEnv(process.env, cmsPublicUrl()));

  const withOrder = { order: { select: ['id', 'documentId', 'orderStatus'] } } as const;

  /** Moves a payment from the state it was read in (compare-and-set): false when it moved meanwhile. */
  const move = async (row: PaymentRow, to: PaymentState, extra: Partial<PaymentRow> = {}): Promise<boolean> => {
    const { count } = await payments().updateMany({ where: { id: row.id, state: row.state }, data: { state: to, ...extra } });
    return count === 1;
  };

  const flag = async (row: PaymentRow, reason: string, detail: string) => {
    await payments().updateMany({ where: { id: row.id }, data: { flag: reason } });
    strapi.log.warn(`Payment ${row.reference} (${row.provider}): ${reason}. ${detail} Staff must look at it.`);
  };

  /** The order follows its payment (the life cycle's compare-and-set); an order cancelled meanwhile is flagged, never confirmed. */
  const settle = async (row: PaymentRow): Promise<void> => {
    const order = row.order;
    if (!order) return;
    if (row.state === 'paid') {
      const note = row.provider === 'instapay' ? `InstaPay transfer ${row.transactionId ?? '?'} confirmed` : `Paid online (${row.method}, ${row.provider} transaction ${row.transactionId ?? '?'})`;
      const result = await lifeCycle().change(order.documentId, { to: 'confirmed', by: 'system', note, paidAt: new Date(row.paidAt ?? Date.now()) });
      if ('error' in result) await flag(row, 'paidAfterRelease', `The order is ${result.error.code === 'statusConflict' ? String(result.error.params?.current) : result.error.code}, but its payment was made.`);
    } else if (row.state === 'failed' || row.state === 'expired') {
      await lifeCycle().change(order.documentId, { to: 'cancelled', by: 'system', note: RELEASE_NOTES[row.state] }, { onlyFrom: 'awaiting-payment' });
    }
  };

  /**
   * Applies what a notice (or the provider's answer to the hold job) says to the payment, once (in
   * the caller's transaction when it has one). Answers the payment as it now is when it moved.
   */
  const decide = async (row: PaymentRow, facts: PaymentNoticeFacts & { transactionId?: string }): Promise<PaymentRow | null> => {
    const decision = decideNotice({ state: row.state, amountPiastres: Number(row.amountPiastres), refundedPiastres: Number(row.refundedPiastres ?? 0) }, facts);
    if ('flag' in decision) {
      await flag(row, decision.flag, `A ${facts.outcome} notice of ${facts.amountPiastres} piastres ${facts.currency} for ${row.amountPiastres} piastres EGP.`);
      return null;
    }
    if ('keep' in decision) return null;
    const paid = decision.to === 'paid' ? { paidAt: new Date(), transactionId: facts.transactionId ?? row.transactionId } : {};
    return (await move(row, decision.to, paid)) ? { ...row, state: decision.to, ...paid } : null;
  };

  /** Asks the provider where she pays, and keeps its answer on the payment. */
  const startAt = async (row: PaymentRow, payment: PaymentFor): Promise<PaymentRow> => {
    const { order } = payment;
    const address = order.shippingAddress;
    const [firstName = address.fullName, ...rest] = address.fullName.trim().split(/\s+/);
    try {
      if (row.provider === 'paymob' && settings().paymob) {
        const intention = await createPaymobIntention(settings().paymob!, {
          // Only Paymob's methods reach here (PROVIDER_OF).
          method: row.method as PaymobMethod,
          amountPiastres: payment.amountPiastres,
          reference: row.reference,
          items: [{ name: `Pointe order ${order.orderNumber}`, amountPiastres: payment.amountPiastres, quantity: 1 }],
          billing: { firstName, lastName: rest.join(' '), email: payment.email, phone: address.mobileNumber, street: `${address.buildingNumber} ${address.streetName}`, city: address.city },
          notificationUrl: `${cmsPublicUrl()}/api/payments/paymob/callback`,
          redirectionUrl: shopLink(storefrontUrl(), payment.locale, '/payment/return'),
        });
        const data = { providerOrderId: intention.paymobOrderId, checkoutUrl: intention.checkoutUrl };
        await payments().updateMany({ where: { id: row.id }, data });
        return { ...row, ...data };
      }
      if (row.provider === 'fawry' && settings().fawry) {
        const code = await createFawryReference(settings().fawry!, {
          reference: row.reference,
          amountPiastres: payment.amountPiastres,
          customer: { name: address.fullName, mobile: address.mobileNumber, email: payment.email },
          description: `Pointe order ${order.orderNumber}`,
          expiresAt: new Date(row.holdUntil),
        });
        const data = { providerOrderId: code.referenceNumber, holdUntil: code.expiresAt };
        await payments().updateMany({ where: { id: row.id }, data });
        return { ...row, ...data };
      }
    } catch (error) {
      strapi.log.error(`Payment ${row.reference}: ${row.provider} could not start it (${(error as Error).message}); the order waits until its hold ends.`);
    }
    return row;
  };

  /** A refund the provider did not make: its reservation off what the payment counts as refunded (compare-and-set, retried past racing refunds). */
  const giveBackReservation = async (id: number, amountPiastres: number): Promise<void> => {
    for (;;) {
      const current: { refundedPiastres: number | null } | null = await payments().findOne({ where: { id }, select: ['refundedPiastres'] });
      const refunded = Number(current?.refundedPiastres ?? 0);
      const { count } = await payments().updateMany({ where: { id, refundedPiastres: refunded }, data: { refundedPiastres: Math.max(0, refunded - amountPiastres) } });
      if (count === 1) return;
    }
  };

  /** What the provider says of a payment whose hold ended without a notice, where it can say (null: nothing to go on). */
  const askProvider = async (row: PaymentRow): Promise<(PaymentNoticeFacts & { transactionId?: string }) | null> => {
    const { paymob, fawry } = settings();
    if (row.provider === 'fawry' && fawry) return fawryPaymentStatus(fawry, row.reference);
    if (row.provider === 'paymob' && paymob?.apiKey && row.providerOrderId) return paymobTransaction(paymob, row.providerOrderId);
    return null;
  };

  return {
    settings,

    /** A payment as the API answers it, with this shop's InstaPay address for an InstaPay one. */
    json: (row: PaymentRow): PaymentJson => toPaymentJson(row, settings().instapay),

    /** Every start: one row per online method, off, with its default hold (never changes a row staff edited). */
    async seedOptions(): Promise<number> {
      const existing: Array<{ method: string }> = await options().findMany({ select: ['method'] });
      const have = new Set(existing.map((row) => row.method));
      const missing = ONLINE_PAYMENT_METHODS.filter((method) => !have.has(method));
      for (const method of missing) {
        await options().create({ data: { method, isOn: false, holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES[method], position: ONLINE_PAYMENT_METHODS.indexOf(method) } });
      }
      return missing.length;
    },

    /** The online methods a shopper may choose: switched on by staff and with their provider's keys set. Empty in a new shop. */
    async offered(): Promise<Array<{ method: OnlinePaymentMethod; holdMinutes: number }>> {
      const rows: OptionRow[] = await options().findMany({ where: { isOn: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
      return rows.filter((row) => canTake(settings(), row.method)).map((row) => ({ method: row.method, holdMinutes: Number(row.holdMinutes) }));
    },

    /** Every online method as staff see it: switched on or not, its hold, and whether this CMS has its provider's keys. */
    async adminOptions(): Promise<PaymentOptionsJson> {
      const rows: OptionRow[] = await options().findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] });
      return { methods: rows.map((row) => ({ method: row.method, isOn: Boolean(row.isOn), holdMinutes: Number(row.holdMinutes), available: canTake(settings(), row.method) })) };
    },

    /** Switches a method on or off, or changes its hold. A method whose provider has no keys here stays off (409, naming the settings). */
    async setOption(method: OnlinePaymentMethod, change: PaymentOptionBody): Promise<{ options: PaymentOptionsJson } | { status: 409; error: CodedError }> {
      if (change.isOn && !canTake(settings(), method)) return { status: 409, error: coded('paymentProviderMissing', { method, settings: [...PROVIDER_SETTINGS[PROVIDER_OF[method]]] }) };
      const data = { ...(change.isOn === undefined ? {} : { isOn: change.isOn }), ...(change.holdMinutes === undefined ? {} : { holdMinutes: change.holdMinutes }) };
      if (Object.keys(data).length > 0) await options().update({ where: { method }, data });
      return { options: await this.adminOptions() };
    },

    /** The payment of a new pay-now order, written in the order's transaction (the caller's): awaiting, its hold counted from now. */
    async open(orderId: number, orderNumber: number, method: OnlinePaymentMethod, amountPiastres: number, holdMinutes: number): Promise<PaymentRow> {
      return payments().create({
        data: {
          order: orderId,
          method,
          provider: PROVIDER_OF[method],
          state: 'awaiting',
          amountPiastres,
          holdUntil: new Date(Date.now() + holdMinutes * 60_000),
          // An InstaPay transfer's note names the order (the statement finds it by it); other providers get a unique reference.
          reference: method === 'instapay' ? instapayTransferNote(orderNumber) : `${orderNumber}-${Date.now().toString(36)}`,
          refundedPiastres: 0,
        },
      });
    },

    /**
     * After the order committed: asks the provider where the shopper pays (Paymob's hosted checkout, a
     * Fawry reference code), and emails her what to pay, where and until when (the outbox). A provider
     * that fails leaves the payment awaiting without a place to pay (logged); its hold ends it as any other.
     */
    async startCheckout(row: PaymentRow, payment: PaymentFor): Promise<PaymentRow> {
      const started = await startAt(row, payment);
      if (started.checkoutUrl || started.providerOrderId || (started.provider === 'instapay' && settings().instapay)) {
        await queueMail(strapi, paymentDueMail(payment.order, this.json(started), payment.email, storefrontUrl(), payment.locale));
      }
      return started;
    },


    /**
     * A provider's signed notice (notices.ts read it): kept once per (provider, transaction, outcome),
     * then applied. 404 for a payment this shop does not have.
     */
    async receive(notice: PaymentNotice): Promise<NoticeAnswer> {
      const where = notice.provider === 'paymob' ? { provider: 'paymob', providerOrderId: notice.reference } : { provider: notice.provider, reference: notice.reference };
      const row: PaymentRow | null = await payments().findOne({ where, populate: withOrder });
      if (!row) {
        strapi.log.warn(`A signed ${notice.provider} notice (transaction ${notice.transactionId}) names payment ${notice.reference}, which this shop does not have.`);
        return { status: 404 };
      }
      let moved: PaymentRow | null;
      try {
        // The notice and what it does, in one transaction: a crash between them leaves neither, and the provider's retry is applied.
        moved = await strapi.db.transaction(async () => {
          await notices().create({
            data: {
              noticeKey: `${notice.provider}:${notice.transactionId}:${notice.outcome}`,
              provider: notice.provider,
              transactionId: notice.transactionId,
              reference: notice.reference,
              outcome: notice.outcome,
              amountPiastres: notice.amountPiastres,
              currency: notice.currency,
            },
          });
          return decide(row, notice);
        });
      } catch (error) {
        // The same transaction's notice again (a retry, a duplicate): it was applied the first time.
        if (isUniqueViolation(error)) return { status: 200, changed: false };
        throw error;
      }
      if (moved) await settle(moved);
      return { status: 200, changed: moved !== null };
    },

    /**
     * Staff give back the payment of an order that ended without her keeping the goods (cancelled,
     * refused at the door, returned; money that came after a cancel too): all that is left of it,
     * through its provider (refundOnline), and she is emailed. 409 for any other order, or when the
     * provider refuses (nothing recorded then).
     */
    async refundEndedOrder(orderDocumentId: string): Promise<{ ok: true } | { status: 409; error: CodedError }> {
      const row = await this.ofOrderDocument(orderDocumentId);
      if (!row?.order || row.state !== 'paid' || !ENDED_WITHOUT_GOODS.includes(row.order.orderStatus as OrderStatus)) return { status: 409, error: coded('refundOrderNotEnded') };
      const left = refundablePiastres({ state: row.state, amountPiastres: Number(row.amountPiastres), refundedPiastres: Number(row.refundedPiastres ?? 0) });
      const refunded = await this.refundOnline(row.order.id, left);
      if ('error' in refunded) return refunded;
      strapi.log.info(`Payment ${row.reference}: ${left} piastres refunded, its order ${row.order.orderStatus} (Paymob refund ${refunded.refundId}).`);
      const order: OrderRow | null = await strapi.db.query(ORDER_UID).findOne({ where: { id: row.order.id }, populate: { user: { select: ['email'] } } });
      const email = order?.user?.email;
      if (order && email) await queueMail(strapi, paymentRefundedMail(toOrderJson(order, 'owner'), toEgp(left), email, storefrontUrl(), toLocale(order.language)));
      return { ok: true };
    },

    /** A payment by its provider's order id (the signed return query names it so), with its order. */
    async byProviderOrder(provider: 'paymob' | 'fawry', reference: string): Promise<PaymentRow | null> {
      const where = provider === 'paymob' ? { provider, providerOrderId: reference } : { provider, reference };
      return payments().findOne({ where, populate: withOrder });
    },

    /**
     * Refunds part or all of an order's online payment through its provider (the returns flow's
     * `online` refund): within what was paid and not yet refunded, the amount reserved on the payment by
     * a compare-and-set before the provider is asked (two refunds at once never pass what was paid),
     * given back if the provider refuses. Answers the provider's refund id.
     */
    async refundOnline(orderId: number, amountPiastres: number): Promise<{ refundId: string } | { status: 409; error: CodedError }> {
      const row = await this.ofOrder(orderId);
      const paymob = settings().paymob;
      if (!row || row.provider !== 'paymob' || row.state !== 'paid' || !row.transactionId || !paymob) return { status: 409, error: coded('refundNotOnline') };
      const refunded = Number(row.refundedPiastres ?? 0);
      const snapshot = { state: row.state, amountPiastres: Number(row.amountPiastres), refundedPiastres: refunded };
      const tooMuch = { status: 409 as const, error: coded('refundAboveOnline', { left: String(toEgp(refundablePiastres(snapshot))) }) };
      if (!mayRefundPayment(snapshot, amountPiastres)) return tooMuch;
      const { count } = await payments().updateMany({ where: { id: row.id, refundedPiastres: refunded }, data: { refundedPiastres: refunded + amountPiastres } });
      // Another refund of this payment went first: judged again against what it left.
      if (count !== 1) return this.refundOnline(orderId, amountPiastres);
      try {
        const { refundTransactionId } = await refundPaymobTransaction(paymob, row.transactionId, amountPiastres);
        return { refundId: refundTransactionId };
      } catch (error) {
        await giveBackReservation(row.id, amountPiastres);
        strapi.log.warn(`Payment ${row.reference}: the refund of ${amountPiastres} piastres was not made (${(error as Error).message}).`);
        return { status: 409, error: coded('refundProviderRefused', { detail: error instanceof ProviderError ? error.detail : 'no answer' }) };
      }
    },

    /**
     * She sent an InstaPay transfer: the reference on her receipt is kept on the order's awaiting
     * payment (again to correct it) for staff to check. Her own order only (404 otherwise, as an
     * unknown one); 409 when the order does not wait for a transfer.
     */
    async reportTransfer(orderDocumentId: string, reference: string, screenshot?: TransferScreenshot): Promise<{ ok: true } | { status: 409; error: CodedError }> {
      const row = await this.ofOrderDocument(orderDocumentId);
      if (!row || row.method !== 'instapay' || row.order?.orderStatus !== 'awaiting-payment') return { status: 409, error: coded('transferNotAwaited') };
      const now = new Date();
      // Her reference and its screenshot together: a new screenshot replaces the one before; a reference alone keeps it.
      const reported = await strapi.db.transaction(async () => {
        const { count } = await payments().updateMany({
          where: { id: row.id, state: 'awaiting' },
          data: { transferReference: reference, transferReportedAt: now, ...(screenshot ? { transferScreenshotAt: now } : {}) },
        });
        if (count !== 1 || !screenshot) return count === 1;
        await screenshots().deleteMany({ where: { payment: { id: row.id } } });
        await screenshots().create({ data: { payment: row.id, mime: screenshot.mime, data: screenshot.bytes.toString('base64') } });
        return true;
      });
      return reported ? { ok: true } : { status: 409, error: coded('transferNotAwaited') };
    },

    /** The screenshot she attached to her transfer, for staff (null when there is none). */
    async transferScreenshot(orderDocumentId: string): Promise<TransferScreenshot | null> {
      const row: { mime: string; data: string } | null = await screenshots().findOne({ where: { payment: { order: { documentId: orderDocumentId } } }, select: ['mime', 'data'], orderBy: [{ id: 'desc' }] });
      return row ? { mime: row.mime as TransferScreenshot['mime'], bytes: Buffer.from(row.data, 'base64') } : null;
    },

    /** Staff saw the transfer in the bank's app: the order's InstaPay payment is paid, and the order confirmed (409 when it waits for none). */
    async confirmTransfer(orderDocumentId: string, staff: string): Promise<{ ok: true } | { status: 409; error: CodedError }> {
      const row = await this.ofOrderDocument(orderDocumentId);
      if (!row || row.method !== 'instapay' || row.state !== 'awaiting') return { status: 409, error: coded('transferNotAwaited') };
      const moved = await decide(row, { outcome: 'paid', amountPiastres: Number(row.amountPiastres), currency: 'EGP', transactionId: row.transferReference ?? `seen by ${staff}` });
      if (!moved) return { status: 409, error: coded('transferNotAwaited') };
      await settle(moved);
      return { ok: true };
    },

    /**
     * A bank statement's credit lines confirm the InstaPay payments they name: by the reference she
     * reported, else by the order's transfer note in the line. The exact amount confirms the order;
     * another amount flags the payment for staff (never taken). Each payment is confirmed once: a
     * statement uploaded twice confirms nothing the second time.
     */
    async applyStatement(text: string): Promise<InstapayStatementJson | { status: 400; error: CodedError }> {
      const statement = readBankStatement(text);
      if ('error' in statement) return { status: 400, error: statement.error };
      const awaiting: PaymentRow[] = await payments().findMany({
        where: { provider: 'instapay', state: 'awaiting' },
        populate: { order: { select: ['id', 'documentId', 'orderStatus', 'orderNumber'] } },
      });
      const key = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');
      const byReference = new Map(awaiting.filter((row) => row.transferReference).map((row) => [key(row.transferReference!), row]));
      const byOrderNumber = new Map(awaiting.filter((row) => row.order?.orderNumber).map((row) => [Number(row.order!.orderNumber), row]));
      const answer: InstapayStatementJson = { message: 'Bank statement applied', confirmed: [], differing: [], unmatched: 0 };
      const taken = new Set<number>();
      for (const line of statement.lines) {
        const noted = orderNumberInNote(`${line.description} ${line.reference}`);
        const row = (line.reference && byReference.get(key(line.reference))) || (noted === null ? undefined : byOrderNumber.get(noted));
        if (!row?.order || taken.has(row.id)) {
          answer.unmatched += 1;
          continue;
        }
        taken.add(row.id);
        const order = { _id: row.order.documentId, orderNumber: Number(row.order.orderNumber), amount: toEgp(line.amountPiastres) };
        // Another amount is flagged by decide (never taken as the payment).
        const moved = await decide(row, { outcome: 'paid', amountPiastres: line.amountPiastres, currency: 'EGP', transactionId: line.reference || row.transferReference || `statement line ${line.line}` });
        if (line.amountPiastres !== Number(row.amountPiastres)) answer.differing.push({ ...order, expected: toEgp(Number(row.amountPiastres)) });
        else if (!moved) answer.unmatched += 1;
        else {
          await settle(moved);
          answer.confirmed.push(order);
        }
      }
      return answer;
    },

    /** The dashboard's money paid online, per method with payments (one GROUP BY over the payments). */
    async summary(): Promise<NonNullable<OrderSummaryJson['payments']>> {
      const column = (attribute: ColumnOf<typeof PAYMENT_UID>) => columnOf(strapi, PAYMENT_UID, attribute);
      const rows: Array<{ method: OnlinePaymentMethod; state: PaymentState; count: number | string; amount: number | string | null; refunded: number | string | null }> = await strapi.db
        .connection(tableOf(strapi, PAYMENT_UID))
        .select({ method: column('method'), state: column('state') })
        .count({ count: '*' })
        .sum({ amount: column('amountPiastres'), refunded: column('refundedPiastres') })
        .groupBy(column('method'), column('state'));
      const byMethod = new Map<OnlinePaymentMethod, NonNullable<OrderSummaryJson['payments']>[number]>();
      for (const row of rows) {
        const entry = byMethod.get(row.method) ?? { method: row.method, paid: 0, paidAmount: 0, awaiting: 0, released: 0, refunded: 0 };
        const count = Number(row.count);
        if (row.state === 'paid') Object.assign(entry, { paid: entry.paid + count, paidAmount: toEgp(toPiastres(entry.paidAmount) + Number(row.amount ?? 0)) });
        else if (row.state === 'awaiting') entry.awaiting += count;
        else entry.released += count;
        entry.refunded = toEgp(toPiastres(entry.refunded) + Number(row.refunded ?? 0));
        byMethod.set(row.method, entry);
      }
      return ONLINE_PAYMENT_METHODS.flatMap((method) => byMethod.get(method) ?? []);
    },

    /**
     * The money paid online over the last `days` Cairo days, per provider and day of payment (newest
     * first): what each provider collected for the shop, less what was refunded of those payments.
     */
    async settlement(days = 31): Promise<PaymentSettlementJson> {
      const since = new Date(Date.now() - days * 86_400_000);
      const paid: Array<Pick<PaymentRow, 'provider' | 'amountPiastres' | 'refundedPiastres' | 'paidAt'>> = await payments().findMany({
        where: { state: 'paid', paidAt: { $gte: since } },
        select: ['provider', 'amountPiastres', 'refundedPiastres', 'paidAt'],
      });
      const rows = new Map<string, { day: string; provider: PaymentProvider; payments: number; paid: number; refunded: number }>();
      for (const payment of paid) {
        const day = cairoDayOf(new Date(payment.paidAt!));
        // Written only by open(), from PROVIDER_OF.
        const provider = payment.provider as PaymentProvider;
        const row = rows.get(`${day} ${provider}`) ?? { day, provider, payments: 0, paid: 0, refunded: 0 };
        row.payments += 1;
        row.paid += Number(payment.amountPiastres);
        row.refunded += Number(payment.refundedPiastres ?? 0);
        rows.set(`${day} ${provider}`, row);
      }
      const sorted = [...rows.values()].sort((a, b) => b.day.localeCompare(a.day) || a.provider.localeCompare(b.provider));
      return { days, rows: sorted.map((row) => ({ ...row, paid: toEgp(row.paid), refunded: toEgp(row.refunded), net: toEgp(row.paid - row.refunded) })) };
    },

    /** The newest payment of an order by the order's document id, with its order (null for cash on delivery). */
    async ofOrderDocument(orderDocumentId: string): Promise<PaymentRow | null> {
      return payments().findOne({ where: { order: { documentId: orderDocumentId } }, populate: withOrder, orderBy: [{ id: 'desc' }] });
    },

    /** The newest payment of an order (null for cash on delivery). */
    async ofOrder(orderId: number): Promise<PaymentRow | null> {
      return payments().findOne({ where: { order: { id: orderId } }, orderBy: [{ id: 'desc' }] });
    },

    /**
     * The hold job: payments whose hold ended with no notice are asked about where the provider can
     * tell (Fawry's status API), and released otherwise; payments a crash left ahead of their order
     * are settled. Returns how many orders it moved or released.
     */
    async releaseDue(now = new Date()): Promise<number> {
      let moved = 0;
      // A transfer she reported waits for staff (or the bank statement) past its hold: her money may be on its way.
      const reportedAndHeld = { transferReportedAt: { $notNull: true }, order: { orderStatus: 'awaiting-payment' } };
      const due: PaymentRow[] = await payments().findMany({
        where: { state: 'awaiting', holdUntil: { $lt: now }, $not: reportedAndHeld },
        populate: withOrder,
        orderBy: [{ holdUntil: 'asc' }],
        limit: 100,
      });
      for (const row of due) {
        const facts = await askProvider(row).catch((error: unknown) => {
          strapi.log.warn(`Payment ${row.reference}: ${row.provider} could not be asked about it (${(error as Error).message}); released as expired.`);
          return null;
        });
        const outcome = facts && facts.outcome !== 'pending' ? facts : { outcome: 'expired' as const, amountPiastres: Number(row.amountPiastres), currency: 'EGP' };
        const settled = await decide(row, outcome);
        if (settled) {
          await settle(settled);
          moved += 1;
        }
      }
      const behind: PaymentRow[] = await payments().findMany({
        where: { state: { $in: ['paid', 'failed', 'expired'] }, flag: { $null: true }, order: { orderStatus: 'awaiting-payment' } },
        populate: withOrder,
        limit: 100,
      });
      for (const row of behind) {
        await settle(row);
        moved += 1;
      }
      return moved;
    },
  };
};

export type PaymentService = ReturnType<typeof paymentService>;
export default paymentService;
