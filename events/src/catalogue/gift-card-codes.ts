/**
 * Console-store gift-card codes are cash: the log keeps them sealed, and everyone reads them
 * masked, their last four characters only (browser-safe, so the web can tell a masked code).
 */

/** How many characters of a code stay readable when it is masked. */
export const giftCardVisibleCharacters = 4;

/** What stands for each hidden character. */
export const giftCardMaskCharacter = '•';

/** A code as staff see it: 12 masks and its last four characters (••••••••••••WXYZ). */
export const maskGiftCardCode = (lastFour: string): string =>
  `${giftCardMaskCharacter.repeat(12)}${lastFour}`;

/** Whether a code shown is masked (the clear code is revealed to admins on request only). */
export const isMaskedGiftCardCode = (code: string): boolean => code.includes(giftCardMaskCharacter);

/** A code as the rules compare it: spaces and dashes dropped, upper case. */
export const normalizeGiftCardCode = (code: string): string =>
  code.replace(/[\s-]/g, '').toUpperCase();
