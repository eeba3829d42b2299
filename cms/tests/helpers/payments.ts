import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** The provider accounts the API suite's CMS runs with (global-setup.ts); the fakes of cms/tests/fakes/ answer for them. */
export const TEST_PAYMOB = { secretKey: 'egy_sk_test_api_suite', publicKey: 'egy_pk_test_api_suite', hmacSecret: 'api-suite-paymob-hmac-secret', integrationIds: [4097558, 4097559, 4097560], apiKey: 'api-suite-paymob-api-key' };
export const TEST_FAWRY = { merchantCode: 'siYxylRjSPz8qDXHVuH7Aw==', secureKey: 'api-suite-fawry-secure-key' };
export const TEST_INSTAPAY = { address: 'pointe-test@instapay', link: 'https://ipn.eg/S/pointe-test/instapay/4Ab7' };

/** A port free now, for a fake provider the CMS is told about before the fake starts. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The CMS's environment for both fake providers on these ports, and an InstaPay address; the hold job every 2 seconds (its tests wait for it). */
export const paymentEnv = (ports: { paymob: number; fawry: number }): Record<string, string> => ({
  PAYMOB_SECRET_KEY: TEST_PAYMOB.secretKey,
  PAYMOB_PUBLIC_KEY: TEST_PAYMOB.publicKey,
  PAYMOB_HMAC_SECRET: TEST_PAYMOB.hmacSecret,
  // One integration per method, as a merchant's account has them.
  PAYMOB_INTEGRATION_IDS: 'card:4097558, wallet:4097559, installments:4097560',
  PAYMOB_API_KEY: TEST_PAYMOB.apiKey,
  PAYMOB_BASE_URL: `http://127.0.0.1:${ports.paymob}`,
  FAWRY_MERCHANT_CODE: TEST_FAWRY.merchantCode,
  FAWRY_SECURE_KEY: TEST_FAWRY.secureKey,
  FAWRY_BASE_URL: `http://127.0.0.1:${ports.fawry}`,
  INSTAPAY_ADDRESS: TEST_INSTAPAY.address,
  INSTAPAY_LINK: TEST_INSTAPAY.link,
  PAYMENT_HOLDS_SCHEDULE: '*/2 * * * * *',
});
