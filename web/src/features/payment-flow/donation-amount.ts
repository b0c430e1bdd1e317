import { toMinor } from '@ghost/events/contract';

/** Donations are typed by the visitor in USD: at least 1, in steps of 0.01. */
export const donationMinimum = 1;
export const donationStep = 0.01;

export type DonationAmountProblem = 'required' | 'minimum' | 'decimals';

export const donationAmountProblem = (text: string): DonationAmountProblem | null => {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  const amount = Number(trimmed);
  if (!Number.isFinite(amount) || amount < donationMinimum) return 'minimum';
  return toMinor(amount, 'USD') === undefined ? 'decimals' : null;
};
