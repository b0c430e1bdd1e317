import type { Doc } from '../read-store/read-store.js';

/**
 * The `settings` read model: one document holding every value recorded so far (unset keys are
 * absent; `resolveSettings` of @ghost/events adds the defaults), and who changed them last.
 */
export interface SettingsDoc extends Doc {
  values: Record<string, string>;
  updated_at: string;
  updated_by: string | null;
}

export const settingsCollection = 'settings';
export const settingsDocId = 'current';
