import type {
  CardProviderId,
  CardWalletRequestBody,
  SubmissionRequestBody,
} from '@ghost/events/contract';
import type { MethodProof, Order } from './order';

/** The IDs of one submission attempt: made once, sent again unchanged when it is retried. */
export interface AttemptIds {
  paymentId: string;
  /** NINTENDO-… or REWARBLE-…, the txid of a gift-card or voucher payment. */
  reference: string;
}

const buyer = (order: Order) => ({
  ...(order.username.trim() !== '' && { userUsername: order.username.trim() }),
  ...(order.email.trim() !== '' && { userEmail: order.email.trim() }),
  ...(order.duration !== null && { subscriptionDuration: order.duration }),
});

/** POST /transactions: the creation payload, exactly as the contract has it. */
export const submissionBody = (
  order: Order,
  proof: MethodProof,
  ids: AttemptIds,
): SubmissionRequestBody => {
  const common = {
    payment_id: ids.paymentId,
    type: order.type,
    amount: order.amount,
    currency: order.currency as SubmissionRequestBody['currency'],
    language: order.language,
    ...buyer(order),
  };
  switch (proof.payment_method) {
    case 'crypto': {
      const { quote, ...rest } = proof;
      return { ...common, ...rest, txid: proof.txid.trim(), ...(quote !== null && { quote }) };
    }
    case 'nintendo-eshop':
      return { ...common, ...proof, txid: ids.reference };
    case 'alternative-rewarble':
      return { ...common, ...proof, txid: ids.reference };
    default: {
      const unknown: never = proof;
      return unknown;
    }
  }
};

/** POST /payments/card/create-wallet: card subscriptions, in USD. */
export const cardWalletBody = (order: Order, provider: CardProviderId): CardWalletRequestBody => ({
  amount: order.amount,
  currency: 'USD',
  provider,
  userInfo: { username: order.username.trim(), email: order.email.trim() },
  paymentType: order.type,
  subscriptionDuration: order.duration,
  language: order.language,
});
