import { z } from 'zod';

/**
 * The shape of a secret sealed by `SecretBox` (AES-256-GCM). Browser-safe, so event schemas of
 * the catalogue can hold one; `kid` names the key, so a rotated key can be told apart from a
 * tampered box. `v: 2` marks a secret bound to the stream that owns it (the stream's id is the
 * cipher's additional authenticated data); a secret without `v` was sealed before binding existed
 * and opens anywhere.
 */
export const sealedSecretSchema = z.strictObject({
  alg: z.literal('A256GCM'),
  v: z.literal(2).optional(),
  kid: z.string(),
  iv: z.string(),
  tag: z.string(),
  ct: z.string(),
});
export type SealedSecret = z.infer<typeof sealedSecretSchema>;
