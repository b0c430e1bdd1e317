import { describe, expect, it } from 'vitest';
import { cryptoTypes, txidShapeMessages } from '@ghost/events/contract';
import payment from '@/i18n/locales/en/payment.json';

describe("the hash field's message for a hash of the wrong shape", () => {
  it("says in English, for each coin, word for word what the server's refusal says", () => {
    for (const coin of cryptoTypes) {
      expect(payment.crypto.txidShape[coin], coin).toBe(txidShapeMessages[coin]);
    }
  });
});
