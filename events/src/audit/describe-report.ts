import type { ChainFinding, ChainReport } from '../catalogue/chain-report.js';

const number = (n: number) => n.toLocaleString('en');

/** Where a finding is, as a person reads it. */
const placeOf = (finding: ChainFinding): string => {
  switch (finding.kind) {
    case 'altered':
    case 'missing':
    case 'reordered':
      return `position ${finding.position}, ${finding.streamId} revision ${finding.revision}`;
    case 'rewritten':
      return `positions ${finding.fromPosition} to ${finding.toPosition}`;
    case 'truncated':
      return `after event ${number(finding.foundEvents)}`;
    case 'forged':
      return finding.position === null ? 'the witness' : `position ${finding.position}`;
  }
};

/** A verification report as the CLI prints it: the verdict, what was checked, each finding. */
export const describeReport = (report: ChainReport): string[] => {
  const lines = [
    report.ok
      ? `The log is intact: ${number(report.eventsChecked)} events in ${number(report.streamsChecked)} streams verified.`
      : `The log is NOT intact: ${number(report.findingsTotal)} finding(s) in ${number(report.eventsChecked)} events.`,
    `Public key ${report.keyId.slice(0, 16)}…; ${number(report.checkpoints.checked)} signed checkpoint(s) checked.`,
  ];
  const last = report.checkpoints.last;
  if (last) {
    lines.push(
      `Last checkpoint: ${number(last.eventCount)} events signed on ${last.signedAt} (position ${last.position}); ${number(report.unanchoredEvents)} event(s) after it are not signed yet.`,
    );
  } else lines.push('No checkpoint yet: nothing is signed, only the chains are checked.');
  if (report.legacyEvents > 0) {
    lines.push(
      `${number(report.legacyEvents)} event(s) were written before the log-wide chain: their streams' chains are checked, and the log-wide chain and checkpoints after them cover them.`,
    );
  }
  if (!report.globalLinksStored && report.eventsChecked > report.legacyEvents) {
    lines.push(
      'This store keeps no log-wide links per event: the chain was recomputed, and the checkpoints prove it.',
    );
  }
  if (report.witness) {
    lines.push(
      `The checkpoint verified before (${number(report.witness.eventCount)} events, signed ${report.witness.signedAt}): ${report.witness.status}.`,
    );
  }
  for (const finding of report.findings) {
    lines.push(`  ${finding.kind.toUpperCase()} at ${placeOf(finding)}: ${finding.message}`);
  }
  if (report.findingsTotal > report.findings.length) {
    lines.push(`  … and ${number(report.findingsTotal - report.findings.length)} more.`);
  }
  return lines;
};
