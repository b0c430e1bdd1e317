import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { signedCheckpointSchema } from '../catalogue/chain-report.js';
import { ensurePrivateDir, writePrivateFile } from '../files/private-files.js';
import type { Witness } from './chain-verifier.js';
import { keyIdOf, publicKeyFromText, rawPublicKey } from './signing-key.js';

/*
 * What an auditor holds the log to, kept where the portal's data folder is not: the witness (the
 * newest checkpoint a verification proved) and the public key pinned with it. A log rewritten and
 * signed again with a new key then fails twice: its checkpoints are not signed by the pinned key,
 * and the witness is not in it any more. A key that changed is an alarm, never a pass.
 */

/** The witness file: the checkpoint, and the public key it was verified with (raw, base64). */
const witnessFileSchema = signedCheckpointSchema.extend({
  signature: z.string().min(1),
  publicKey: z.string().optional(),
});

export interface KeptWitness {
  witness: Witness;
  /** The key pinned with it; null in a witness written before keys were pinned. */
  publicKey: KeyObject | null;
}

/** Where the witness is kept unless told (--witness, AUDIT_WITNESS): in the auditor's home. */
export const defaultWitnessFile = (): string =>
  join(homedir(), '.ghost-payments', 'audit-witness.json');

export const readWitnessFile = (file: string): KeptWitness | null => {
  if (!existsSync(file)) return null;
  const { publicKey, ...witness } = witnessFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { witness, publicKey: publicKey ? publicKeyFromText(publicKey) : null };
};

/** Keeps the newest checkpoint verified and the key it was verified with, for the owner only. */
export const writeWitnessFile = (file: string, witness: Witness, publicKey: KeyObject): void => {
  ensurePrivateDir(dirname(file));
  const kept = { ...witness, publicKey: rawPublicKey(publicKey).toString('base64') };
  writePrivateFile(file, `${JSON.stringify(kept, null, 2)}\n`);
};

const short = (key: KeyObject) => `${keyIdOf(key).slice(0, 16)}…`;

export interface VerificationKey {
  key: KeyObject;
  /** Where the key came from: given to the CLI, pinned in the witness, or the portal's own. */
  from: 'given' | 'witness' | 'portal';
  /** A changed key: the verification fails whatever the log says. */
  alarms: string[];
  warnings: string[];
}

/**
 * The key to check the checkpoints with: the one given (--public-key, AUDIT_PUBLIC_KEY), else the
 * one pinned in the witness, else (the development way, with a warning) the portal's own, found
 * beside the log. Any pinned key that differs from another one seen is an alarm.
 */
export const chooseVerificationKey = (keys: {
  given: KeyObject | null;
  witness: KeyObject | null;
  portal: KeyObject | null;
}): VerificationKey => {
  const alarms: string[] = [];
  const warnings: string[] = [];
  const same = (a: KeyObject, b: KeyObject) => keyIdOf(a) === keyIdOf(b);
  if (keys.given && keys.witness && !same(keys.given, keys.witness)) {
    alarms.push(
      `ALARM: the public key given (${short(keys.given)}) is not the one pinned with the witness (${short(keys.witness)}). A changed key is never taken on trust: if the key was really replaced, ask why, and verify with the new key and a new witness file.`,
    );
  }
  const pinned = keys.given ?? keys.witness;
  if (pinned && keys.portal && !same(pinned, keys.portal)) {
    alarms.push(
      `ALARM: the portal signs with another key (${short(keys.portal)}) than the one pinned (${short(pinned)}): whoever can write its data folder may have rewritten the log and signed it again.`,
    );
  }
  if (keys.given) return { key: keys.given, from: 'given', alarms, warnings };
  if (keys.witness) return { key: keys.witness, from: 'witness', alarms, warnings };
  if (keys.portal) {
    warnings.push(
      "WARNING: no public key is pinned (--public-key, AUDIT_PUBLIC_KEY or a witness file): the checkpoints are checked with the portal's own key, found beside the log, which whoever can write the data folder can replace. Pin the public key you were given.",
    );
    return { key: keys.portal, from: 'portal', alarms, warnings };
  }
  throw new Error(
    'No public key: pass --public-key FILE, or set AUDIT_PUBLIC_KEY (the key the operators gave you)',
  );
};
