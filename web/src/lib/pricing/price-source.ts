import type { PaymentMethod, PricingPaymentType } from '@ghost/events/contract';

/**
 * The price list a payment method is charged from: the alternative voucher code
 * uses the card prices; every other method has its own.
 */
export const pricingTypeOf = (method: PaymentMethod): PricingPaymentType =>
  method === 'alternative-rewarble' ? 'card' : method;
