/** What the back-in-stock and saved-item routes answer (docs/api.md). */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { productJson } from './catalogue.js';
import { countJson, idJson, timestampJson } from './common.js';

/** GET /api/stock-alerts/waiting?ids (admin): how many shoppers wait for each size of those products. */
export const stockAlertsWaitingJson = z.object({
  waiting: z.array(z.object({ productId: idJson, size: z.enum(SIZES), count: countJson })),
});
export type StockAlertsWaitingJson = z.infer<typeof stockAlertsWaitingJson>;

/** GET /api/saved-items (the shopper's own): her saved products, last saved first. */
export const savedItemsJson = z.object({
  items: z.array(z.object({ product: productJson, savedAt: timestampJson })),
});
export type SavedItemsJson = z.infer<typeof savedItemsJson>;
