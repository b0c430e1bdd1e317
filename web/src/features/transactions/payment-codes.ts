import type { AdminTransaction } from '@ghost/events/contract';

/** What the admin sees of a voucher (the PIN itself never leaves the server). */
export interface VoucherView {
  code: string;
  type: string | null;
  amount: number | null;
  currency: string | null;
  pinProvided: boolean | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The voucher of a payment, read from its `payment_code` JSON text ({code, type, amount,
 * currency, pin_provided}; older payments may carry `pin` itself, of which only its presence is
 * shown). A text that is no JSON object is shown as the code itself.
 */
export const voucherOf = (paymentCode: AdminTransaction['payment_code']): VoucherView | null => {
  if (paymentCode === null || paymentCode.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(paymentCode);
  } catch {
    return { code: paymentCode, type: null, amount: null, currency: null, pinProvided: null };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { code: paymentCode, type: null, amount: null, currency: null, pinProvided: null };
  }
  const fields = parsed as Record<string, unknown>;
  const amount = typeof fields.amount === 'number' ? fields.amount : Number(fields.amount);
  const pinProvided =
    typeof fields.pin_provided === 'boolean'
      ? fields.pin_provided
      : 'pin' in fields
        ? text(fields.pin) !== null
        : null;
  return {
    code: text(fields.code) ?? '',
    type: text(fields.type),
    amount: Number.isFinite(amount) && fields.amount !== null ? amount : null,
    currency: text(fields.currency),
    pinProvided,
  };
};

/** A 16-character code in groups of four, as printed on the card: ABCD-EFGH-JKLM-NPQR. */
export const groupedCode = (code: string): string =>
  code.length === 16 ? (code.match(/.{4}/g) ?? [code]).join('-') : code;

/**
 * A payment ID short enough for a table cell: its last eight characters, the part admins read
 * out and compare (GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV → …OPQRSTUV).
 */
export const shortPaymentId = (id: string): string => (id.length > 12 ? `…${id.slice(-8)}` : id);
