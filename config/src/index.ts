export * from './money.js';
export * from './catalog.js';
export * from './shipping.js';
export * from './validation.js';
export * from './accounts.js';
export * from './orders.js';
export * from './pricing.js';
export * from './admin.js';
