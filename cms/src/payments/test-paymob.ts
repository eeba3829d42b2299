import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymobHmac, processedCallbackValues, type PaymobHmacValues } from './paymob-hmac';

/**
 * A stand-in for Paymob (issue 40): the documented subset the shop uses, over real HTTP. Intentions
 * (POST /v1/intention/, `Token <secret key>`), the hosted checkout (GET /unifiedcheckout/, three
 * buttons), refunds (POST /api/acceptance/void_refund/refund). Its transaction callbacks are signed
 * with Paymob's real scheme, and a test decides how they arrive: once, twice, forged, or never.
 *
 * The tests run it as a server of its own (cms/tests/fakes/paymob.ts); `npm start` lets the CMS serve
 * it under /test-paymob (middlewares/test-paymob.ts), so a new user tries paying by card on one
 * machine. It keeps what it is told in memory and never talks to a bank.
 */
export interface FakePaymobAccount {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationIds: number[];
  /** The legacy API key for auth tokens (the transaction inquiry); none: the inquiry is refused. */
  apiKey?: string | null;
}

export interface FakeIntention {
  id: string;
  paymobOrderId: number;
  clientSecret: string;
  amountPiastres: number;
  specialReference: string;
  notificationUrl: string;
  redirectionUrl: string;
  billingData: Record<string, unknown>;
  /** The integrations its checkout offers (the method she chose). */
  integrationIds: number[];
}

export interface FakeTransaction {
  id: number;
  intention: FakeIntention;
  success: boolean;
  pending: boolean;
  refundedPiastres: number;
}

export type Delivery = 'once' | 'twice' | 'forged' | 'never';

export interface TestPaymob {
  intentions: Map<string, FakeIntention>;
  transactions: Map<number, FakeTransaction>;
  /** The shopper finishes on the hosted page: the callback as `delivery` says, and where her browser is sent. */
  complete(intentionId: string, outcome: 'paid' | 'declined' | 'pending', delivery?: Delivery): Promise<{ transaction: FakeTransaction; redirect: string; answers: number[] }>;
  /** Answers one request; `pathname` is the path under the provider's base URL (/v1/intention/, …). */
  handle(request: IncomingMessage, response: ServerResponse, pathname: string, search: string): void;
}

interface Reply {
  status: number;
  body: string;
  type: string;
  location?: string;
}

const json = (status: number, body: unknown): Reply => ({ status, body: JSON.stringify(body), type: 'application/json' });
const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The sample transaction of Paymob's "HMAC Transaction Callback" page, as its processed callback's `obj`. */
export const PAYMOB_SAMPLE_TRANSACTION = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: null as string | null },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved' },
};

/** A transaction of this fake as its processed callback carries it (`obj`). */
const transactionObject = (transaction: FakeTransaction, refunded: boolean): Record<string, unknown> => ({
  ...PAYMOB_SAMPLE_TRANSACTION,
  id: transaction.id,
  pending: transaction.pending,
  amount_cents: transaction.intention.amountPiastres,
  success: transaction.success,
  is_refunded: refunded,
  order: { id: transaction.intention.paymobOrderId, merchant_order_id: transaction.intention.specialReference },
  data: { message: transaction.success ? 'Approved' : 'Declined' },
});

/** The response callback's query string: the same values, flat, `order.id` as `order_id`. */
const redirectQuery = (values: PaymobHmacValues, hmac: string): URLSearchParams =>
  new URLSearchParams([...Object.entries(values).map(([key, value]): [string, string] => [key === 'order.id' ? 'order_id' : key, value]), ['hmac', hmac]]);

export function createTestPaymob(account: FakePaymobAccount, basePath = ''): TestPaymob {
  const intentions = new Map<string, FakeIntention>();
  const transactions = new Map<number, FakeTransaction>();
  // Ids from the clock: a CMS serving it restarts, and its payments keep the ids it gave before.
  let next = Date.now();
  const authorised = (request: IncomingMessage) => request.headers.authorization === `Token ${account.secretKey}`;
  const authToken = `auth-token-${next}`;

  const routes = async (request: IncomingMessage, url: URL): Promise<Reply> => {
    if (request.method === 'POST' && url.pathname === '/v1/intention/') {
      if (!authorised(request)) return json(401, { detail: 'Invalid token.' });
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const methods = body.payment_methods as number[];
      if (!Array.isArray(methods) || methods.some((id) => !account.integrationIds.includes(id))) return json(404, { detail: 'Integration ID/Name does not exist in our system .' });
      const items = (body.items as Array<{ amount: number; quantity: number }>) ?? [];
      const amount = body.amount as number;
      if (!Number.isInteger(amount) || amount <= 0 || body.currency !== 'EGP') return json(400, { amount: ['A valid integer amount in EGP is required.'] });
      if (items.length > 0 && items.reduce((sum, item) => sum + item.amount * item.quantity, 0) !== amount) return json(400, { detail: 'Integration amount must equal the sum of items.' });
      const intention: FakeIntention = {
        id: `pi_test_${next}`,
        paymobOrderId: next,
        clientSecret: `egy_csk_test_${next}`,
        amountPiastres: amount,
        specialReference: String(body.special_reference ?? ''),
        notificationUrl: String(body.notification_url ?? ''),
        redirectionUrl: String(body.redirection_url ?? ''),
        billingData: (body.billing_data as Record<string, unknown> | undefined) ?? {},
        integrationIds: methods,
      };
      next += 1;
      intentions.set(intention.id, intention);
      return json(201, { id: intention.id, intention_order_id: intention.paymobOrderId, client_secret: intention.clientSecret, special_reference: intention.specialReference, status: 'intended' });
    }
    if (request.method === 'GET' && url.pathname === '/unifiedcheckout/') {
      const intention = [...intentions.values()].find((candidate) => candidate.clientSecret === url.searchParams.get('clientSecret'));
      if (!intention || url.searchParams.get('publicKey') !== account.publicKey) return { status: 404, body: 'Not found', type: 'text/plain' };
      const button = (outcome: string, label: string) =>
        `<form method="post" action="${basePath}/unifiedcheckout/${intention.id}/${outcome}"><button>${label}</button></form>`;
      const page = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment page</title><style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:30rem}button{display:block;width:100%;min-height:48px;margin:.5rem 0;font-size:1rem}</style><h1>Test payment page</h1><p>No money moves here: this stands in for Paymob's checkout.</p><p>Pay ${intention.amountPiastres / 100} EGP</p>${button('paid', 'Pay — succeeds')}${button('declined', 'Decline')}${button('pending', 'Leave it pending')}`;
      return { status: 200, body: page, type: 'text/html; charset=utf-8' };
    }
    if (request.method === 'POST' && url.pathname === '/api/auth/tokens') {
      const body = JSON.parse(await readBody(request)) as { api_key?: unknown };
      if (!account.apiKey || body.api_key !== account.apiKey) return json(403, { detail: 'Incorrect credentials' });
      return json(201, { token: authToken });
    }
    if (request.method === 'POST' && url.pathname === '/api/ecommerce/orders/transaction_inquiry') {
      const body = JSON.parse(await readBody(request)) as { auth_token?: unknown; order_id?: unknown };
      if (request.headers.authorization !== `Bearer ${authToken}` && body.auth_token !== authToken) return json(401, { detail: 'Authentication credentials were not provided.' });
      const last = [...transactions.values()].filter((transaction) => transaction.intention.paymobOrderId === Number(body.order_id)).at(-1);
      return last ? json(200, transactionObject(last, last.refundedPiastres > 0)) : json(404, { detail: 'Not found.' });
    }
    if (request.method === 'POST' && url.pathname === '/api/acceptance/void_refund/refund') {
      if (!authorised(request)) return json(401, { detail: 'Invalid token.' });
      const body = JSON.parse(await readBody(request)) as { transaction_id?: number; amount_cents?: number };
      const transaction = transactions.get(Number(body.transaction_id));
      if (!transaction?.success) return json(404, { detail: 'Transaction not found or not successful.' });
      const amount = Number(body.amount_cents);
      if (!Number.isInteger(amount) || amount <= 0 || transaction.refundedPiastres + amount > transaction.intention.amountPiastres) {
        return json(400, { detail: 'Refund amount exceeds the remaining captured amount.' });
      }
      transaction.refundedPiastres += amount;
      const refund = { ...transactionObject(transaction, true), id: next++, amount_cents: amount, is_refund: true };
      return json(200, refund);
    }
    return json(404, { detail: 'Not found.' });
  };

  function handle(request: IncomingMessage, response: ServerResponse, pathname: string, search: string) {
    const url = new URL(`${pathname}${search}`, 'http://test-paymob');
    const finished = url.pathname.match(/^\/unifiedcheckout\/([^/]+)\/(paid|declined|pending)$/);
    const answer: Promise<Reply> =
      finished && request.method === 'POST'
        ? complete(finished[1]!, finished[2] as 'paid' | 'declined' | 'pending').then(({ redirect }) => ({ status: 302, body: '', type: 'text/plain', location: redirect }))
        : routes(request, url);
    answer
      .then((reply) => {
        response.writeHead(reply.status, { 'content-type': reply.type, ...(reply.location ? { location: reply.location } : {}) });
        response.end(reply.body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ detail: String(error) }));
      });
  }

  async function complete(intentionId: string, outcome: 'paid' | 'declined' | 'pending', delivery: Delivery = 'once') {
    const intention = intentions.get(intentionId);
    if (!intention) throw new Error(`no intention ${intentionId}`);
    const transaction: FakeTransaction = { id: next++, intention, success: outcome === 'paid', pending: outcome === 'pending', refundedPiastres: 0 };
    transactions.set(transaction.id, transaction);
    const body = { type: 'TRANSACTION', obj: transactionObject(transaction, false) };
    const values = processedCallbackValues(body)!;
    const hmac = paymobHmac(delivery === 'forged' ? 'not-the-merchants-secret' : account.hmacSecret, values);
    const send = () =>
      fetch(`${intention.notificationUrl}${intention.notificationUrl.includes('?') ? '&' : '?'}hmac=${hmac}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const answers: number[] = [];
    if (delivery !== 'never') answers.push((await send()).status);
    if (delivery === 'twice') answers.push((await send()).status);
    const redirect = new URL(intention.redirectionUrl);
    for (const [key, value] of redirectQuery(values, hmac)) redirect.searchParams.set(key, value);
    return { transaction, redirect: redirect.href, answers };
  }

  return { intentions, transactions, complete, handle };
}
