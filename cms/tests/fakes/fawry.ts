import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fawryAmount, fawryChargeSignature, fawryNotificationSignature, fawryStatusSignature } from '../../src/payments/fawry-signature';

/**
 * A fake FawryPay (issue 40): the documented subset the shop uses, over real HTTP. PAYATFAWRY charges
 * (POST /ECommerceWeb/Fawry/payments/charge, signature checked), the status API (GET
 * .../payments/status/v2), and server notifications V2 signed with the real scheme, sent to the URL a
 * test gives, once, twice, forged or never. Refusals come as Fawry sends them: HTTP 200 with its own
 * statusCode (9946: a wrong signature).
 */
export interface FakeFawryCharge {
  referenceNumber: string;
  merchantRefNumber: string;
  amountPiastres: number;
  expiresAt: number;
  status: 'UNPAID' | 'PAID' | 'EXPIRED';
}

export type Delivery = 'once' | 'twice' | 'forged' | 'never';

export interface FakeFawry {
  url: string;
  charges: Map<string, FakeFawryCharge>;
  /** The shopper pays at an outlet (PAID) or the code runs out (EXPIRED): the notification to `notifyUrl` as `delivery` says. */
  settle(merchantRefNumber: string, status: 'PAID' | 'EXPIRED', notifyUrl: string, delivery?: Delivery): Promise<{ notice: Record<string, unknown>; answers: number[] }>;
  close(): Promise<void>;
}

const refusal = (statusCode: number, statusDescription: string) => ({ type: 'ChargeResponse', statusCode, statusDescription });

export async function startFakeFawry(account: { merchantCode: string; secureKey: string }, port = 0): Promise<FakeFawry> {
  const charges = new Map<string, FakeFawryCharge>();
  // Fawry's reference numbers are unique across its whole life: two fakes one after the other (the
  // e2e projects) must not reuse them, or the shop takes the second's notice for the first's repeat.
  let next = Date.now() % 100_000_000;

  const answer = async (request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> => {
    if (request.method === 'POST' && url.pathname === '/ECommerceWeb/Fawry/payments/charge') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      if (body.merchantCode !== account.merchantCode) return { status: 200, body: refusal(9901, 'merchant code is blank or invalid') };
      const amountPiastres = Math.round(Number(body.amount) * 100);
      const expected = fawryChargeSignature(account.secureKey, {
        merchantCode: account.merchantCode,
        merchantRefNum: String(body.merchantRefNum),
        paymentMethod: 'PAYATFAWRY',
        amountPiastres,
      });
      if (body.paymentMethod !== 'PAYATFAWRY' || body.signature !== expected) return { status: 200, body: refusal(9946, 'blank or invalid signature') };
      const charge: FakeFawryCharge = {
        referenceNumber: String(next++),
        merchantRefNumber: String(body.merchantRefNum),
        amountPiastres,
        expiresAt: Number(body.paymentExpiry),
        status: 'UNPAID',
      };
      charges.set(charge.merchantRefNumber, charge);
      const amount = Number(fawryAmount(amountPiastres));
      return {
        status: 200,
        body: { type: 'ChargeResponse', referenceNumber: charge.referenceNumber, merchantRefNumber: charge.merchantRefNumber, orderAmount: amount, paymentAmount: amount, fawryFees: 0, paymentMethod: 'PAYATFAWRY', orderStatus: 'UNPAID', expirationTime: charge.expiresAt, statusCode: 200, statusDescription: 'Operation done successfully' },
      };
    }
    if (request.method === 'GET' && url.pathname === '/ECommerceWeb/Fawry/payments/status/v2') {
      const reference = url.searchParams.get('merchantRefNumber') ?? '';
      if (url.searchParams.get('signature') !== fawryStatusSignature(account.secureKey, account.merchantCode, reference)) return { status: 200, body: refusal(9946, 'blank or invalid signature') };
      const charge = charges.get(reference);
      if (!charge) return { status: 200, body: refusal(9938, 'payment not found') };
      const amount = Number(fawryAmount(charge.amountPiastres));
      return { status: 200, body: { type: 'PaymentStatusResponse', referenceNumber: charge.referenceNumber, merchantRefNumber: reference, orderAmount: amount, paymentAmount: amount, orderStatus: charge.status, statusCode: 200, statusDescription: 'Operation done successfully' } };
    }
    return { status: 404, body: { statusCode: 404, statusDescription: 'Not found' } };
  };

  const server: Server = createServer((request, response) => {
    answer(request, new URL(request.url ?? '/', 'http://fake-fawry'))
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ statusCode: 500, statusDescription: String(error) }));
      });
  });

  async function settle(merchantRefNumber: string, status: 'PAID' | 'EXPIRED', notifyUrl: string, delivery: Delivery = 'once') {
    const charge = charges.get(merchantRefNumber);
    if (!charge) throw new Error(`no charge ${merchantRefNumber}`);
    charge.status = status;
    const amount = Number(fawryAmount(charge.amountPiastres));
    const notice: Record<string, unknown> = {
      requestId: `c72827d084ea4b88949d91dd${String(next++).padStart(10, '0')}`,
      fawryRefNumber: charge.referenceNumber,
      merchantRefNumber,
      paymentAmount: amount,
      orderAmount: amount,
      fawryFees: 0,
      orderStatus: status,
      paymentMethod: 'PAYATFAWRY',
      orderExpiryDate: charge.expiresAt,
    };
    notice.messageSignature = fawryNotificationSignature(delivery === 'forged' ? 'not-the-merchants-key' : account.secureKey, notice);
    const send = () => fetch(notifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notice) });
    const answers: number[] = [];
    if (delivery !== 'never') answers.push((await send()).status);
    if (delivery === 'twice') answers.push((await send()).status);
    return { notice, answers };
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    charges,
    settle,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
