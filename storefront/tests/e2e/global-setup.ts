import { freePort, startTestStack } from '../../../scripts/lib/test-stack';
import { TEST_FAWRY } from './fake-fawry';
import { startE2eStorage } from './s3-storage';

/**
 * The real CMS on a fresh database, seeded with the demo catalogue, its pictures in a bucket
 * (s3-storage.ts), and the production storefront build.
 */
export default async function globalSetup() {
  const storage = await startE2eStorage();
  // Fawry reference codes (issue 40): the CMS is told of a fake FawryPay on this port, which the
  // Fawry spec starts (cms/tests/fakes/fawry.ts); off in every other spec, as in a new shop.
  const fawryPort = await freePort();
  process.env.E2E_FAWRY_PORT = String(fawryPort);
  const stack = await startTestStack({
    purpose: 'e2e',
    storefront: true,
    storefrontPort: Number(process.env.E2E_STOREFRONT_PORT),
    // Every browser request reaches the CMS from 127.0.0.1, and the demo shopper signs in many times
    // a minute across the suite: raise the sign-in limits here (the API suite tests them).
    env: {
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      PROMO_RATE_LIMIT_PER_IP: '1000',
      STOCK_ALERT_RATE_LIMIT_PER_IP: '1000',
      FAWRY_MERCHANT_CODE: TEST_FAWRY.merchantCode,
      FAWRY_SECURE_KEY: TEST_FAWRY.secureKey,
      FAWRY_BASE_URL: `http://127.0.0.1:${fawryPort}`,
      ...storage.env,
    },
  }).catch(async (error: unknown) => {
    await storage.stop();
    throw error;
  });
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_MAILBOX_DIR = stack.mailbox.directory;
  return async () => {
    await stack.stop();
    await storage.stop();
  };
}
