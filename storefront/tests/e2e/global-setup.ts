import { startTestStack } from '../../../scripts/lib/test-stack';

/** The real CMS on a fresh database, seeded with the demo catalogue, and the production storefront build. */
export default async function globalSetup() {
  const stack = await startTestStack({
    purpose: 'e2e',
    storefront: true,
    storefrontPort: Number(process.env.E2E_STOREFRONT_PORT),
  });
  process.env.E2E_CMS_URL = stack.cmsUrl;
  return async () => {
    await stack.stop();
  };
}
