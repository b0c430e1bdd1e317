import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { controlSocketPath, requestRebuild } from './control-socket.js';

/**
 * `npm run rebuild`: asks the portal running on DATA_DIR (default ./data) to replay the log into
 * fresh read models and swap them in, and shows its progress.
 */
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const socket = controlSocketPath(dataDir);

const duration = (seconds: number | null) => {
  if (seconds === null || !Number.isFinite(seconds)) return '…';
  const whole = Math.ceil(seconds);
  return whole >= 60
    ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`
    : `${whole}s`;
};

const bar = new cliProgress.SingleBar(
  {
    format:
      'Rebuilding read models |{bar}| {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta}',
    hideCursor: true,
  },
  cliProgress.Presets.shades_classic,
);
const shown = { started: false };

try {
  const result = await requestRebuild(socket, (progress) => {
    const payload = {
      rate: Math.round(progress.eventsPerSecond).toLocaleString('en'),
      eta: duration(progress.etaSeconds),
    };
    if (!shown.started) {
      bar.start(progress.head, progress.position, payload);
      shown.started = true;
    }
    bar.setTotal(progress.head);
    bar.update(progress.position, payload);
  });
  if (shown.started) bar.stop();
  console.log(
    `Read models rebuilt from ${result.events.toLocaleString('en')} events in ${result.seconds.toFixed(1)} s and swapped in; the portal went on answering throughout.`,
  );
} catch (error) {
  if (shown.started) bar.stop();
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ECONNREFUSED') {
    console.error(
      `No portal is running on ${dataDir} (no control socket at ${socket}).\n` +
        'Nothing to rebuild: the embedded portal rebuilds its read models from the log at every start.\n' +
        'Start it with `npm start` (same DATA_DIR) and run `npm run rebuild` again to rebuild while it serves.',
    );
  } else {
    console.error(`The rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
