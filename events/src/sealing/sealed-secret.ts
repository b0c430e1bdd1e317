import { z } from 'zod';

/**
 * The shape of a sealed secret as events carry it (browser-safe: no crypto here). `kid` names
 * the key, so a rotated key can be told apart from a tampered box.
 */
export const sealedSecretSchema = z.strictObject({
  alg: z.literal('A256GCM'),
  kid: z.string(),
  iv: z.string(),
  tag: z.string(),
  ct: z.string(),
});
export type SealedSecret = z.infer<typeof sealedSecretSchema>;
