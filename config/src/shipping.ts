/** Delivery: the cities we deliver to and how shoppers pay. The shipping price is in pricing.ts. */
export const CITIES = ['Alexandria', 'Cairo', 'Giza'] as const;
export type City = (typeof CITIES)[number];

export const PAYMENT_METHODS = ['Cash On Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a shopper is promised for her governorate: its zone's estimate to one day more (couriers'
 * "2–3 days"). Both the product page and the checkout say it; the order page turns it into dates.
 */
export function deliveryDayRange(deliveryDays: number): { min: number; max: number } {
  return { min: deliveryDays, max: deliveryDays + 1 };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dates an order placed at `placedAt` should arrive between. */
export function expectedArrival(placedAt: Date, deliveryDays: number): { from: Date; to: Date } {
  const { min, max } = deliveryDayRange(deliveryDays);
  return { from: new Date(placedAt.getTime() + min * DAY_MS), to: new Date(placedAt.getTime() + max * DAY_MS) };
}
