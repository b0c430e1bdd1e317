import {
  cryptoAddressKey,
  cryptoTypes,
  streams,
  type CryptoType,
  type EventStore,
  type SettingsEvent,
} from '@ghost/events';
import type { SettingsUpdate, SettingsUpdateAnswer } from '@ghost/events/contract';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { qrCodeOf } from './crypto-qr.js';
import { settingsDecider } from './settings-decider.js';

export type SettingsChangeAnswer = Omit<SettingsUpdateAnswer, 'success'>;

/**
 * Saves settings for a super admin; QR images are made for the addresses sent, then decided on.
 * `steppedUp`: the session was raised by a step-up (addresses and notifications need it).
 */
export const changeSettings = async (
  eventStore: EventStore,
  update: SettingsUpdate,
  changedBy: { userId: string; username: string; steppedUp: boolean },
  context: CommandContext,
): Promise<SettingsChangeAnswer> => {
  const { steppedUp, ...by } = changedBy;
  const qrCodes: Partial<Record<CryptoType, string>> = {};
  for (const coin of cryptoTypes) {
    const address = update[cryptoAddressKey(coin)];
    if (address) qrCodes[coin] = await qrCodeOf(address);
  }
  const handled = await handleCommand(
    eventStore,
    streams.settings(),
    settingsDecider,
    { kind: 'ChangeSettings', values: update, qrCodes, changedBy: by, steppedUp },
    context,
  );
  const events = handled.events as unknown as SettingsEvent[];
  return {
    changed: events.flatMap((event) =>
      event.type === 'SettingsChanged' ? event.data.changes : [],
    ),
    qrCodesGenerated: events.flatMap((event) =>
      event.type === 'CryptoQrCodesGenerated' ? event.data.codes.map((code) => code.coin) : [],
    ),
    position: handled.position,
  };
};
