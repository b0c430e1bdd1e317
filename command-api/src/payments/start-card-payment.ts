import {
  DomainError,
  ValidationError,
  cardProviderIds,
  newPaymentId,
  streams,
  toMinor,
  type EventStore,
  type GlobalPosition,
} from '@ghost/events';
import type { CardWalletRequest } from '@ghost/events/contract';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import type { CardCallbackLinks } from '../integrations/paygate/callback-links.js';
import { isOutsideSystemError } from '../integrations/outbound/outside-call.js';
import type { CardProcessor } from '../ports/card-processor.js';
import type { PriceBook } from './price-book.js';
import { transactionDecider } from './transaction-decider.js';
import type { StartCardPayment } from './transaction-commands.js';

export interface StartCardPaymentDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  cardProcessor: CardProcessor;
  /** The callback URL of each payment, carrying the token that proves a callback is ours. */
  callbackLinks: Pick<CardCallbackLinks, 'urlFor'>;
  onProcessorFailure: (error: unknown) => void;
}

export interface OpenedCardWallet {
  paymentId: string;
  paymentUrl: string;
  status: 'pending_payment_verification';
  position: GlobalPosition | null;
}

/** The processor the card providers are reached through. */
const processor = 'paygate';

/**
 * Opens a card payment: the rules are checked first (price, provider minimum), then the
 * processor opens a wallet, and the payment is recorded with its token, awaiting verification.
 * The payment ID is the server's: no visitor's payment ID is trusted with a card wallet.
 */
export const startCardPayment = async (
  deps: StartCardPaymentDeps,
  request: CardWalletRequest,
  context: CommandContext,
): Promise<OpenedCardWallet> => {
  const provider = cardProviderIds.find((id) => id === request.provider);
  if (!provider) throw new ValidationError('provider', 'Please select a payment provider');
  const { currency } = request;
  const minor = toMinor(request.amount, currency);
  if (minor === undefined) throw new ValidationError('amount', 'amount has too many decimals');
  const payment: StartCardPayment['payment'] = {
    paymentId: newPaymentId(context.now.getTime()),
    type: request.paymentType,
    amount: { minor, currency },
    provider,
    username: request.userInfo?.username ?? null,
    email: request.userInfo?.email ?? null,
    subscriptionDuration: request.subscriptionDuration ?? null,
    ...(request.language ? { language: request.language } : {}),
  };
  const activePrice =
    payment.type === 'ghost-eshop-pro' && payment.subscriptionDuration
      ? await deps.priceBook.activePrice({
          method: 'card',
          region: null,
          duration: payment.subscriptionDuration,
        })
      : null;
  const command = (ipnToken: string): StartCardPayment => ({
    kind: 'StartCardPayment',
    payment,
    activePrice,
    wallet: { processor, ipnToken },
  });

  // No wallet is opened for a payment the rules refuse.
  transactionDecider.decide(command('not opened yet'), transactionDecider.initialState());

  const wallet = await deps.cardProcessor
    .createWallet({
      paymentId: payment.paymentId,
      amount: payment.amount,
      provider: payment.provider,
      email: payment.email,
      callbackUrl: deps.callbackLinks.urlFor(payment.paymentId),
    })
    .catch((error: unknown) => {
      if (!isOutsideSystemError(error)) throw error;
      deps.onProcessorFailure(error);
      throw new DomainError('CARD_WALLET_FAILED');
    });
  if (!wallet.paymentUrl) throw new DomainError('PAYMENT_URL_MISSING');

  const handled = await handleCommand(
    deps.eventStore,
    streams.transaction(payment.paymentId),
    transactionDecider,
    command(wallet.ipnToken),
    context,
  );
  return {
    paymentId: payment.paymentId,
    paymentUrl: wallet.paymentUrl,
    status: 'pending_payment_verification',
    position: handled.position,
  };
};
