import type { CardWalletAnswer, CardWalletRequestBody } from '@ghost/events/contract';
import { request, type ApiResult } from '@/lib/api-client';

/**
 * POST /payments/card/create-wallet: the processor's payment page for a card
 * subscription, and the payment ID the server made for it. An answer without a payment URL is
 * refused with 'No payment URL received'.
 */
export const createCardWallet = async (
  body: CardWalletRequestBody,
  idempotencyKey: string,
): Promise<ApiResult<CardWalletAnswer>> => {
  const answer = await request<CardWalletAnswer>('/payments/card/create-wallet', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (answer.data && !answer.data.paymentUrl) {
    return { error: { code: 'PAYMENT_URL_MISSING', status: 502, message: '' } };
  }
  return answer;
};
