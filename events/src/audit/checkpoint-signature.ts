import { sign, verify, type KeyObject } from 'node:crypto';
import type { SignedCheckpoint } from '../catalogue/chain-report.js';
import { canonicalJson } from '../store/hash-chain.js';
import { keyIdOf } from './signing-key.js';

/** Domain separation: a checkpoint's signature can be taken for nothing else. */
const context = 'ghost-payments log checkpoint v1\n';

/** The bytes a checkpoint's signature covers: the context, then the canonical JSON of its fields. */
export const checkpointMessage = ({
  eventCount,
  globalHash,
  signedAt,
  keyId,
}: SignedCheckpoint): Buffer =>
  Buffer.from(
    `${context}${canonicalJson({ eventCount, globalHash, signedAt, keyId }, 'A checkpoint')}`,
  );

/** Signs that the log's first `eventCount` events end with `globalHash`. */
export const signCheckpoint = (
  privateKey: KeyObject,
  publicKey: KeyObject,
  checkpoint: Omit<SignedCheckpoint, 'keyId'>,
): SignedCheckpoint & { signature: string } => {
  const signed = { ...checkpoint, keyId: keyIdOf(publicKey) };
  return {
    ...signed,
    signature: sign(null, checkpointMessage(signed), privateKey).toString('base64'),
  };
};

/** Whether the public key signed this checkpoint, as it reads now. */
export const checkpointSignedBy = (
  publicKey: KeyObject,
  checkpoint: SignedCheckpoint & { signature: string },
): boolean => {
  try {
    return verify(
      null,
      checkpointMessage(checkpoint),
      publicKey,
      Buffer.from(checkpoint.signature, 'base64'),
    );
  } catch {
    return false;
  }
};
