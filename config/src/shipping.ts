/** Delivery: the cities we deliver to and how shoppers pay. The shipping price is in pricing.ts. */
export const CITIES = ['Alexandria', 'Cairo', 'Giza'] as const;
export type City = (typeof CITIES)[number];

export const PAYMENT_METHODS = ['Cash On Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
