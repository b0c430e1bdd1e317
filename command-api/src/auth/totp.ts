import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Standard authenticator-app TOTP: SHA-1, 6 digits, 30-second steps. */
export const totpPeriodSeconds = 30;
const issuer = 'Ghost Payments';

/** A new 160-bit secret, base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/**
 * The time step a code belongs to, if it is the code of the step at `now` or of one step either
 * side (clock skew); null otherwise. Whether that step was used already is the account's call.
 */
export const totpStepOf = async (
  secret: string,
  code: string,
  now: Date,
): Promise<number | null> => {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: totpPeriodSeconds,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses a malformed code by throwing: for us it is simply not the code.
    return null;
  }
};

/** What an authenticator app scans: the otpauth URI as a PNG data URL, and the secret to type. */
export const provisioning = async (username: string, secret: string) => {
  const uri = generateURI({ issuer, label: username, secret });
  return { qrCode: await QRCode.toDataURL(uri), manualEntry: secret, otpauthUrl: uri };
};
