import { DomainError } from '@ghost/events';

/** Whether a payment method is switched on in the settings (Payment Methods tab). */
export interface PaymentMethodSwitches {
  isEnabled(method: string): Promise<boolean>;
}

/**
 * Refuses a payment by a method an operator switched off: hiding it in the web app is not
 * enough, a direct call must be refused too. Call it before anything is written.
 */
export const assertPaymentMethodEnabled = async (
  switches: PaymentMethodSwitches,
  method: string,
): Promise<void> => {
  if (!(await switches.isEnabled(method))) {
    throw new DomainError('PAYMENT_METHOD_DISABLED', undefined, {
      field: 'payment_method',
      method,
    });
  }
};
