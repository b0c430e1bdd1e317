/** Console-store gift-card codes are 16 letters and digits. */
export const giftCardCodeLength = 16;

/** What a visitor types or pastes, kept to letters and digits, upper-cased, at most 16. */
export const normalizeGiftCardCode = (input: string): string =>
  input
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, giftCardCodeLength);

export type GiftCardCodeProblem = 'required' | 'length' | 'letters';

/** The first rule a normalized code breaks (present, 16 characters, no O, I or Z), or null. */
export const giftCardCodeProblem = (code: string): GiftCardCodeProblem | null => {
  if (code === '') return 'required';
  if (code.length !== giftCardCodeLength) return 'length';
  if (/[OIZ]/.test(code)) return 'letters';
  return null;
};
