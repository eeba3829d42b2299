import type { OrderStatus } from '@pointe/config';
import type { Catalogue } from '../messages';

/**
 * An order's status in words, shared by the shopper's order pages, the admin's and the Arabic error
 * messages that name a status. Only a type comes from config: its order schemas (and zod) stay out
 * of the pages.
 */
const en = {
  status: {
    pending: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    refused: 'Refused at the door',
    returned: 'Returned',
    cancelled: 'Cancelled',
  } as Record<OrderStatus, string>,
};

const ar: typeof en = {
  status: {
    pending: 'في انتظار التأكيد',
    confirmed: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    refused: 'رُفض عند الاستلام',
    returned: 'مُرتجع',
    cancelled: 'ملغي',
  },
};

export const orderMessages: Catalogue<typeof en> = { en, ar };
