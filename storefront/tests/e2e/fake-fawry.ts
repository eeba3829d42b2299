import { createRequire } from 'node:module';
import type * as FakeFawryModule from '../../../cms/tests/fakes/fawry';
import type * as PaymentHelpers from '../../../cms/tests/helpers/payments';

/**
 * The API suite's fake FawryPay and its account (cms/tests/), for the e2e stack. The CMS's test tree
 * is CommonJS and these specs are ES modules, whose named imports of it Node cannot see: required.
 */
const require = createRequire(import.meta.url);
export const { startFakeFawry } = require('../../../cms/tests/fakes/fawry') as typeof FakeFawryModule;
export const { TEST_FAWRY } = require('../../../cms/tests/helpers/payments') as typeof PaymentHelpers;
export type { FakeFawry } from '../../../cms/tests/fakes/fawry';
