/**
 * What a completed submission yields: a synthetic result with status
 * payment_initiated, keeping the payment ID the server answered (the visitor's own for a
 * submission, the server's for a card payment).
 */
export interface CompletedPayment {
  paymentId: string;
  status: 'payment_initiated';
}

export const completedPayment = (paymentId: string): CompletedPayment => ({
  paymentId,
  status: 'payment_initiated',
});
