import { describe, expect, it } from 'vitest';
import { streams } from '@ghost/events';
import { ArrayEventStore } from '@ghost/projectors/testing';
import { settingsFold } from './settings-fold.js';

const changedBy = { userId: 'u1', username: 'root' };
const at = '2026-11-22T10:00:00.000Z';

/** A log with two settings changes and a payment's event between them. */
const logWithChanges = () => {
  const log = new ArrayEventStore();
  const first = log.record(
    streams.settings(),
    'SettingsChanged',
    {
      changes: [
        { key: 'security_auto_process', from: 'false', to: 'true' },
        { key: 'notifications_email', from: 'false', to: 'true' },
      ],
      changedBy,
    },
    at,
  );
  const payment = log.record(
    streams.transaction('GHOST-1-A'),
    'VoucherAccepted',
    { attempt: 1 },
    at,
  );
  const second = log.record(
    streams.settings(),
    'SettingsChanged',
    { changes: [{ key: 'security_auto_process', from: 'true', to: 'false' }], changedBy },
    at,
  );
  return { log, first, payment, second };
};

describe('the settings folded from the log', () => {
  it('follows only the keys it is given, as each change of the settings stream sets them', () => {
    const { log, first } = logWithChanges();
    const fold = settingsFold(log, ['security_auto_process']);
    expect(fold.apply(first)).toBe(true);
    expect(fold.values).toEqual({ security_auto_process: 'true' });
  });

  it('tells the events of other streams apart, and leaves the settings as they were', () => {
    const { log, first, payment } = logWithChanges();
    const fold = settingsFold(log, ['security_auto_process']);
    fold.apply(first);
    expect(fold.apply(payment)).toBe(false);
    expect(fold.values).toEqual({ security_auto_process: 'true' });
  });

  it('keeps the values taken at an earlier moment as they were when a later change comes', () => {
    const { log, first, second } = logWithChanges();
    const fold = settingsFold(log, ['security_auto_process']);
    fold.apply(first);
    const then = fold.values;
    fold.apply(second);
    expect(then).toEqual({ security_auto_process: 'true' });
    expect(fold.values).toEqual({ security_auto_process: 'false' });
  });

  it('starts over with the settings as they stood at a position, before anything, or now', async () => {
    const { log, payment } = logWithChanges();
    const fold = settingsFold(log, ['security_auto_process', 'notifications_email']);
    await fold.readUpTo(payment.position);
    expect(fold.values).toEqual({ security_auto_process: 'true', notifications_email: 'true' });
    await fold.readUpTo(null);
    expect(fold.values).toEqual({});
    await fold.readUpTo('head');
    expect(fold.values).toEqual({ security_auto_process: 'false', notifications_email: 'true' });
  });
});
