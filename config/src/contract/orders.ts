/** What the order routes answer. Every amount is the CMS's own computation. */
import { z } from 'zod';
import { SIZES } from '../catalog.js';
import { CITIES } from '../shipping.js';
import { countJson, idJson, messageJson, moneyJson, pageFieldsJson, timestampJson } from './common.js';

/** One line of an order, as it was when ordered (name, picture and price are kept on the order). */
export const orderItemJson = z.object({
  /** The product's id. */
  _id: idJson,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: moneyJson,
  size: z.enum(SIZES),
  quantity: z.int().min(1),
});
export type OrderItemJson = z.infer<typeof orderItemJson>;

export const shippingAddressJson = z.object({
  fullName: z.string(),
  mobileNumber: z.string(),
  streetName: z.string(),
  buildingNumber: z.string(),
  apartmentNumber: z.string(),
  area: z.string(),
  city: z.enum(CITIES),
});

/** An order. `user` is null once the account is gone; `promoCode` is '' without a promo. */
export const orderJson = z.object({
  _id: idJson,
  user: z.object({ _id: idJson, name: z.string() }).nullable(),
  orderItems: z.array(orderItemJson),
  shippingAddress: shippingAddressJson,
  paymentMethod: z.string(),
  itemsPrice: moneyJson,
  shippingPrice: moneyJson,
  taxPrice: moneyJson,
  discount: moneyJson,
  promoCode: z.string(),
  totalPrice: moneyJson,
  isPaid: z.boolean(),
  paidAt: timestampJson.nullable(),
  isDelivered: z.boolean(),
  deliveredAt: timestampJson.nullable(),
  createdAt: timestampJson,
});
export type OrderJson = z.infer<typeof orderJson>;

/** POST /api/orders: 201 for a new order, 200 with the same order when the Idempotency-Key was seen. */
export const orderPlacedJson = messageJson.extend({ order: orderJson });
export type OrderPlacedJson = z.infer<typeof orderPlacedJson>;

/** GET /api/orders/mine: the shopper's orders, newest first. */
export const myOrdersJson = z.array(orderJson);
export type MyOrdersJson = z.infer<typeof myOrdersJson>;

/** GET /api/orders?page&status (admin): a page of orders, newest first. */
export const adminOrdersPageJson = z.object({ orders: z.array(orderJson), ...pageFieldsJson });
export type AdminOrdersPageJson = z.infer<typeof adminOrdersPageJson>;

/**
 * GET /api/orders/summary (admin): the dashboard's numbers. `dailyOrders` has one entry per Cairo
 * calendar day with orders (`_id` is the day, YYYY-MM-DD), oldest first; `productCategories` counts
 * products per category, in menu order. One-element arrays keep the shape other clients expect.
 */
export const orderSummaryJson = z.object({
  users: z.array(z.object({ numUsers: countJson })),
  orders: z.array(z.object({ numOrders: countJson, totalSales: moneyJson })),
  dailyOrders: z.array(z.object({ _id: z.iso.date(), orders: countJson, sales: moneyJson })),
  productCategories: z.array(z.object({ _id: z.string(), count: countJson })),
});
export type OrderSummaryJson = z.infer<typeof orderSummaryJson>;
