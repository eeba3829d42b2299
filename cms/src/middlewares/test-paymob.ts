import type { Core } from '@strapi/strapi';
import { TEST_PAYMOB_PATH, playsPaymob } from '../payments/providers';
import { createTestPaymob, type TestPaymob } from '../payments/test-paymob';
import { getService } from '../utils/services';

/**
 * The quick start's card payments (issue 40): with PAYMOB_TEST_PROVIDER=true and no Paymob keys, the
 * CMS answers Paymob's calls itself under /test-paymob (test-paymob.ts: intentions, a hosted page with
 * "Pay — succeeds", "Decline" and "Leave it pending", callbacks signed as Paymob signs them). First in
 * the chain: it reads its own bodies and sends its own answers, so nothing of Strapi's runs for it.
 * Anywhere else, and with the setting off, it passes every request on.
 */
const testPaymobMiddleware: Core.MiddlewareFactory = (_config, { strapi }) => {
  const on = playsPaymob(process.env);
  let provider: TestPaymob | undefined;
  return async (ctx, next) => {
    if (!on || !ctx.path.startsWith(`${TEST_PAYMOB_PATH}/`)) return next();
    const paymob = getService(strapi, 'api::payment.payment').settings().paymob!;
    provider ??= createTestPaymob({ ...paymob, integrationIds: Object.values(paymob.integrationIds).flat() }, TEST_PAYMOB_PATH);
    ctx.respond = false;
    provider.handle(ctx.req, ctx.res, ctx.path.slice(TEST_PAYMOB_PATH.length), ctx.search);
  };
};

export default testPaymobMiddleware;
