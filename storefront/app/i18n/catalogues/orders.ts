import { orderStatusNames, type OrderStatus } from '@pointe/config';
import type { Catalogue } from '../messages';

/**
 * An order's status in words, shared by the shopper's order pages, the admin's and the Arabic error
 * messages that name a status: config's terms (a module of words only, so its order schemas and zod
 * stay out of the pages).
 */
const en = { status: orderStatusNames.en as Record<OrderStatus, string> };

const ar: typeof en = { status: orderStatusNames.ar };

export const orderMessages: Catalogue<typeof en> = { en, ar };
