import { ORDER_STATUS_LABELS, type OrderStatus } from '@pointe/config';
import type { Catalogue } from '../messages';

/** An order's status and its words, shared by the shopper's order pages and the admin's. */
const en = {
  status: ORDER_STATUS_LABELS as Record<OrderStatus, string>,
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
