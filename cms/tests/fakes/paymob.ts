import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestPaymob, type FakePaymobAccount, type TestPaymob } from '../../src/payments/test-paymob';

export { PAYMOB_SAMPLE_TRANSACTION, type Delivery, type FakeIntention, type FakeTransaction } from '../../src/payments/test-paymob';

/** The test provider (src/payments/test-paymob.ts) on a server of its own, as Paymob is to the shop. */
export interface FakePaymob extends Omit<TestPaymob, 'handle'> {
  url: string;
  close(): Promise<void>;
}

/** `port` 0 takes any free one; the API suite gives it the port the CMS was started with (global-setup.ts). */
export async function startFakePaymob(account: FakePaymobAccount, port = 0): Promise<FakePaymob> {
  const paymob = createTestPaymob(account);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-paymob');
    paymob.handle(request, response, url.pathname, url.search);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intentions: paymob.intentions,
    transactions: paymob.transactions,
    complete: paymob.complete,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
