import type { PayGateVerifyAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /payments/card/paygate-verify/{id} ("Check PayGate"): asks the card
 * processor about the payment, which the server verifies when it was paid in full.
 */
export const checkPayGate = (identifier: string) =>
  request<PayGateVerifyAnswer>(`/payments/card/paygate-verify/${encodeURIComponent(identifier)}`, {
    method: 'POST',
  });
