import type { SettingKey } from '@ghost/events/contract';

/** The four tabs of the settings screen, as the address names them (?tab=). */
export const settingsTabs = ['general', 'methods', 'crypto', 'pricing'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tabs whose fields are settings keys (Pricing edits the price list instead). */
export type SettingsKeyTab = Exclude<SettingsTab, 'pricing'>;

export const tabQueryKey = 'tab';

/** The tab the address asks for; General when it names none or one that does not exist. */
export const tabFromQuery = (value: string | null): SettingsTab =>
  settingsTabs.find((tab) => tab === value) ?? 'general';

/** The tab on which a settings key is edited. */
export const tabOfKey = (key: SettingKey): SettingsKeyTab => {
  if (key.startsWith('payment_method_')) return 'methods';
  if (key.startsWith('crypto_')) return 'crypto';
  return 'general';
};

/**
 * The tab a key press on the tab list moves to (WAI-ARIA tabs pattern): arrows wrap around,
 * Home and End go to the first and last; null for any other key.
 */
export const tabAfterKey = (current: SettingsTab, key: string): SettingsTab | null => {
  const index = settingsTabs.indexOf(current);
  const last = settingsTabs.length - 1;
  const at = (i: number): SettingsTab => settingsTabs[i] ?? 'general';
  switch (key) {
    case 'ArrowRight':
      return at(index === last ? 0 : index + 1);
    case 'ArrowLeft':
      return at(index === 0 ? last : index - 1);
    case 'Home':
      return at(0);
    case 'End':
      return at(last);
    default:
      return null;
  }
};
