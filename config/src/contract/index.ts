/**
 * The wire contract: a zod schema for every answer the CMS gives, with its type. The CMS's mappers
 * return these types, the storefront parses every answer with these schemas, and the API tests
 * assert with them. The routes and rules are described in docs/api.md.
 *
 * The schemas are tolerant: a field they do not name is dropped, not refused, so a client keeps
 * working when the CMS adds one. Tests that want the exact shape compare the parsed answer with
 * the answer (cms/tests/helpers/contract.ts).
 */
export * from './common.js';
export * from './catalogue.js';
export * from './orders.js';
export * from './promos.js';
export * from './accounts.js';
export * from './size-charts.js';
export * from './saved.js';
export * from './shipping.js';
export * from './courier.js';
export * from './cod-risk.js';
export * from './outbox.js';
export * from './store-credit.js';
export * from './returns.js';
export * from './payments.js';
