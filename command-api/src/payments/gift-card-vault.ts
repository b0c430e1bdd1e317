import {
  giftCardLookup,
  giftCardLookupPurpose,
  giftCardVisibleCharacters,
  streams,
  type SealedGiftCard,
  type SecretBox,
  type SubmittedPaymentData,
} from '@ghost/events';

/**
 * Gift-card codes are cash: they enter the log sealed for their payment's stream, with their last
 * four characters to show them masked and a keyed hash to find the payment by a code. Only the
 * command service opens them, for an admin who asks (and that is recorded).
 */
export class GiftCardVault {
  private readonly lookupKey: Buffer;

  constructor(private readonly secretBox: SecretBox) {
    this.lookupKey = secretBox.derivedKey(giftCardLookupPurpose);
  }

  /** The codes (normalized) as a submission of `paymentId` records them. */
  seal(paymentId: string, codes: readonly string[]): SealedGiftCard[] {
    const owner = streams.transaction(paymentId);
    return codes.map((code) => ({
      code: this.secretBox.seal(code, owner),
      last4: code.slice(-giftCardVisibleCharacters),
      lookup: giftCardLookup(this.lookupKey, code),
    }));
  }

  /**
   * The codes of a submission in the clear: opened from their sealed form, or, for a submission
   * recorded before codes were sealed, as it recorded them.
   */
  open(submission: Pick<SubmittedPaymentData, 'paymentId' | 'giftCards' | 'giftCardCodes'>) {
    const owner = streams.transaction(submission.paymentId);
    if (submission.giftCards) {
      return submission.giftCards.map((card) => this.secretBox.open(card.code, owner));
    }
    return [...(submission.giftCardCodes ?? [])];
  }
}
