import {
  cryptoAddressKey,
  cryptoQrKey,
  cryptoTypes,
  editableSettingKeys,
  resolveSettings,
  type CryptoType,
  type SettingKey,
  type SettingsUpdate,
} from '@ghost/events/contract';
import { checkAddressFormat, type AddressFormatProblem } from './address-format';
import { readPendingHours } from './pending-hours';
import { tabOfKey, type SettingsKeyTab } from './settings-tabs';

/** Every settings key but the QR images, which the server makes from the addresses. */
export type EditableSettingKey = Exclude<SettingKey, `${string}_qr`>;
export const editableKeys = editableSettingKeys as readonly EditableSettingKey[];

/** What the form edits: each editable key's text (booleans as the text true/false). */
export type SettingsDraft = Record<EditableSettingKey, string>;

/** The QR images the server generated, per coin ('' when the coin has none). */
export type SavedQrCodes = Record<CryptoType, string>;

export interface LoadedSettings {
  values: SettingsDraft;
  qr: SavedQrCodes;
}

/**
 * GET /settings as the form starts from: notification and security switches on
 * only when stored as the text true, payment methods on unless stored as the text false, the
 * maximum pending hours 72 unless a whole number from 1 to 168 is stored.
 */
export const loadSettings = (stored: Readonly<Record<string, string>>): LoadedSettings => {
  const resolved = resolveSettings(stored);
  const values = Object.fromEntries(editableKeys.map((key) => [key, resolved[key]]));
  const qr = Object.fromEntries(cryptoTypes.map((coin) => [coin, resolved[cryptoQrKey(coin)]]));
  return { values: values as SettingsDraft, qr: qr as SavedQrCodes };
};

export const changedKeys = (baseline: SettingsDraft, draft: SettingsDraft): EditableSettingKey[] =>
  editableKeys.filter((key) => baseline[key] !== draft[key]);

/** The tabs holding changes not saved yet, in tab order. */
export const tabsWithChanges = (
  baseline: SettingsDraft,
  draft: SettingsDraft,
): Set<SettingsKeyTab> => new Set(changedKeys(baseline, draft).map(tabOfKey));

/**
 * The form on top of settings that changed under it (another admin's save, a reload): the new
 * values, with the admin's own unsaved changes kept.
 */
export const rebaseDraft = (
  oldBaseline: SettingsDraft,
  draft: SettingsDraft,
  newBaseline: SettingsDraft,
): SettingsDraft => {
  const own = Object.fromEntries(changedKeys(oldBaseline, draft).map((key) => [key, draft[key]]));
  return { ...newBaseline, ...own };
};

/** Why a field cannot be saved as it is; `server` carries the server's own words. */
export type FieldProblem =
  | { kind: 'hoursRange' }
  | { kind: 'nameRequired' }
  | { kind: 'addressIncomplete' }
  | { kind: 'address'; problem: AddressFormatProblem }
  | { kind: 'server'; message: string };

export type FieldProblems = Partial<Record<EditableSettingKey, FieldProblem>>;

/** The problems the browser can find before anything is sent, field by field. */
export const findProblems = (draft: SettingsDraft): FieldProblems => {
  const problems: FieldProblems = {};
  if ('problem' in readPendingHours(draft.security_max_pending_hours)) {
    problems.security_max_pending_hours = { kind: 'hoursRange' };
  }
  for (const key of editableKeys) {
    if (key.endsWith('_name') && draft[key].trim() === '') problems[key] = { kind: 'nameRequired' };
  }
  for (const coin of cryptoTypes) {
    const key = cryptoAddressKey(coin);
    const format = checkAddressFormat(coin, draft[key]);
    if (format.state === 'incomplete') problems[key] = { kind: 'addressIncomplete' };
    if (format.state === 'invalid') problems[key] = { kind: 'address', problem: format.problem };
  }
  return problems;
};

/**
 * The body of PUT /settings: every settings key but the QR images, booleans as
 * text; the maximum pending hours as a number (72 for one that is no number), texts trimmed.
 * Call it on a draft without problems.
 */
export const saveBodyOf = (draft: SettingsDraft): SettingsUpdate => {
  const body: SettingsUpdate = {};
  for (const key of editableKeys) body[key] = draft[key].trim();
  const hours = readPendingHours(draft.security_max_pending_hours);
  if ('hours' in hours) body.security_max_pending_hours = String(hours.hours);
  return body;
};

/**
 * The settings as saved: what was sent, with the spelling the server kept for each key it
 * changed (an address in its checksummed or lower-case form).
 */
export const savedDraft = (
  sent: SettingsUpdate,
  draft: SettingsDraft,
  changed: readonly { key: string; to: string }[],
): SettingsDraft => {
  const saved: SettingsDraft = { ...draft };
  for (const key of editableKeys) saved[key] = sent[key] ?? draft[key];
  for (const { key, to } of changed) {
    if ((editableKeys as readonly string[]).includes(key)) saved[key as EditableSettingKey] = to;
  }
  return saved;
};
