import {
  DomainError,
  ValidationError,
  fitsTxidShape,
  txidShapeMessages,
  type CryptoType,
} from '@ghost/events';

/** What the settings offer to pay with (Payment Methods and Crypto tabs), and what they ask. */
export interface PaymentMethodSwitches {
  /** Whether a payment method is switched on. */
  isEnabled(method: string): Promise<boolean>;
  /** Whether a coin has a receiving address (`crypto_{coin}_address` is not empty). */
  hasAddress(coin: CryptoType): Promise<boolean>;
  /** Whether a crypto hash must have its coin's shape (`security_require_txid` is 'true'). */
  requiresTxidShape(): Promise<boolean>;
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

/**
 * Refuses a crypto payment for a coin that has no receiving address: the visitor could not have
 * paid to the portal, so nothing is recorded. Call it before anything is written.
 */
export const assertCryptoCoinAvailable = async (
  switches: PaymentMethodSwitches,
  coin: CryptoType,
): Promise<void> => {
  if (!(await switches.hasAddress(coin))) {
    throw new DomainError('CRYPTO_COIN_UNAVAILABLE', undefined, { field: 'crypto_type', coin });
  }
};

/**
 * When the hash rule is on (General Settings), refuses a crypto payment whose hash does not have
 * the shape of one on its coin's network (`fitsTxidShape`); off, any non-blank hash is taken.
 * Call it before anything is written.
 */
export const assertTxidFitsCoin = async (
  switches: PaymentMethodSwitches,
  coin: CryptoType,
  txid: string,
): Promise<void> => {
  if (fitsTxidShape(coin, txid) || !(await switches.requiresTxidShape())) return;
  throw new ValidationError('txid', txidShapeMessages[coin], 'txid_shape');
};
