import { resolve } from 'node:path';
import {
  givenPublicKey,
  openStore,
  portalPublicKey,
  progressOf,
  type AuditCliIo,
  type Config,
} from './audit-cli-context.js';
import { isInsideDir } from './audit-key-source.js';
import {
  chooseVerificationKey,
  defaultWitnessFile,
  readWitnessFile,
  writeWitnessFile,
} from './audit-trust.js';
import type { Witness } from './chain-verifier.js';
import { describeReport } from './describe-report.js';
import { verifyLog } from './verify-log.js';

/**
 * `npm run audit -- verify`: walks the whole log with the pinned public key, holds it to the
 * witness kept outside DATA_DIR, and keeps the newest checkpoint proved (with its key) as the next
 * witness. A key that changed is an alarm: exit 1 whatever the log says.
 */
export const verify = async (
  config: Config,
  values: Record<string, string | boolean | undefined>,
  io: AuditCliIo,
): Promise<number> => {
  const given = values.witness as string | undefined;
  const witnessFile = given
    ? resolve(io.cwd, given)
    : resolve(io.cwd, config.AUDIT_WITNESS ?? defaultWitnessFile());
  if (isInsideDir(resolve(config.DATA_DIR), witnessFile)) {
    throw new Error(
      `The witness ${witnessFile} is inside DATA_DIR: keep it where whoever can write the data folder cannot (--witness FILE or AUDIT_WITNESS).`,
    );
  }
  const kept = readWitnessFile(witnessFile);
  const choice = chooseVerificationKey({
    given: givenPublicKey(config, values['public-key'] as string | undefined, io.cwd),
    witness: kept?.publicKey ?? null,
    portal: portalPublicKey(config),
  });
  // Said before the walk, and on standard error with --json (the report stays the only output).
  const say = (line: string) => {
    if (values.json) io.err(line);
    else io.out(`${line}\n`);
  };
  for (const line of [...choice.alarms, ...choice.warnings]) say(line);
  const witness = kept?.witness ?? null;
  const store = await openStore(config);
  const progress = progressOf(io, 'Verifying the log');
  try {
    const report = await verifyLog(store, {
      publicKey: choice.key,
      witness,
      onProgress: progress.update,
    });
    progress.stop();
    if (values.json) io.out(`${JSON.stringify(report, null, 2)}\n`);
    else io.out(`${describeReport(report).join('\n')}\n`);
    const trusted = report.ok && choice.alarms.length === 0;
    const latest = report.checkpoints.last;
    if (trusted && latest && latest.eventCount > (witness?.eventCount ?? 0)) {
      // The newest checkpoint this walk proved, and the key that proved it: the next
      // verification holds the log to both.
      const { eventCount, globalHash, signedAt, keyId, signature } = latest;
      const next: Witness = { eventCount, globalHash, signedAt, keyId, signature };
      writeWitnessFile(witnessFile, next, choice.key);
      if (!values.json) io.out(`The newest checkpoint verified is kept in ${witnessFile}.\n`);
    }
    if (choice.alarms.length > 0 && report.ok) {
      say('The log holds under the pinned key, but the key changed: this is not a pass.');
    }
    return trusted ? 0 : 1;
  } finally {
    progress.stop();
    await store.close();
  }
};
