import { streams, type SecretBox } from '@ghost/events';
import type { IssuedSecret } from '../admins/admin-account.js';
import type { CheckedCode } from '../admins/admin-decider.js';
import { totpStepOf } from './totp.js';

/** Checks a typed code against an issued secret at `now`; the account then rules on its step. */
export const checkCode = async (
  secretBox: SecretBox,
  userId: string,
  issued: IssuedSecret | null,
  code: string,
  now: Date,
): Promise<CheckedCode> =>
  issued
    ? {
        setupId: issued.setupId,
        step: await totpStepOf(secretBox.open(issued.secret, streams.admin(userId)), code, now),
      }
    : { setupId: null, step: null };
