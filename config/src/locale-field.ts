import { z } from 'zod';
import { LOCALES } from './i18n.js';

/**
 * The language a shopper used, sent with sign-up and with an order so the CMS writes their emails in
 * it (stored on the user and the order). Missing or unknown means English: older clients keep working.
 *
 * Kept out of i18n.ts on purpose: every page imports the formatters, and a zod schema there would
 * put zod (25 KB gzipped) into every page's JavaScript.
 */
export const localeField = z.enum(LOCALES).optional().catch(undefined);
