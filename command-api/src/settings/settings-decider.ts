import {
  DomainError,
  cryptoAddressKey,
  cryptoTypes,
  isStepUpSettingKey,
  resolveSettings,
  type CryptoType,
  type SettingKey,
  type SettingsEvent,
} from '@ghost/events';
import type { Decider } from '../handling/decider.js';

export interface SettingsState {
  /** Every value recorded so far; unset keys read as their defaults. */
  stored: Record<string, string>;
}

export interface ChangeSettings {
  kind: 'ChangeSettings';
  /** Validated values, each in the spelling to save. */
  values: Partial<Record<SettingKey, string>>;
  /** The QR image of every crypto address sent, made before deciding. */
  qrCodes: Partial<Record<CryptoType, string>>;
  changedBy: { userId: string; username: string };
  /** The session was raised by a step-up: it may change addresses and notifications. */
  steppedUp: boolean;
}

export type SettingsCommand = ChangeSettings;

const changeSettings = (command: ChangeSettings, state: SettingsState): SettingsEvent[] => {
  const current = resolveSettings(state.stored);
  const changes = Object.entries(command.values).flatMap(([key, to]) => {
    const from = current[key as SettingKey];
    return to === from ? [] : [{ key: key as SettingKey, from, to }];
  });
  if (changes.length === 0) return [];
  if (!command.steppedUp && changes.some((change) => isStepUpSettingKey(change.key))) {
    throw new DomainError('STEP_UP_REQUIRED');
  }
  const changedKeys = new Set<string>(changes.map((change) => change.key));
  const codes = cryptoTypes.flatMap((coin) => {
    const address = command.values[cryptoAddressKey(coin)];
    if (!address || !changedKeys.has(cryptoAddressKey(coin))) return [];
    const qr = command.qrCodes[coin];
    if (!qr) throw new DomainError('INTERNAL_ERROR', `No QR code was made for the ${coin} address`);
    return [{ coin, address, qr }];
  });
  return [
    { type: 'SettingsChanged', data: { changes, changedBy: command.changedBy } },
    ...(codes.length > 0 ? [{ type: 'CryptoQrCodesGenerated' as const, data: { codes } }] : []),
  ];
};

/**
 * The settings of the portal, one stream. A change records only the keys whose value really
 * changes, each with the value it had (the default when it was never set), and a QR image for
 * every crypto address that changed to a new one. A change of an address or of a notification
 * setting needs a stepped-up session (`isStepUpSettingKey`); the other keys do not.
 */
export const settingsDecider: Decider<SettingsState, SettingsCommand, SettingsEvent> = {
  initialState: () => ({ stored: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SettingsChanged': {
        const stored = { ...state.stored };
        for (const { key, to } of event.data.changes) stored[key] = to;
        return { stored };
      }
      case 'CryptoQrCodesGenerated':
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => changeSettings(command, state),
};
