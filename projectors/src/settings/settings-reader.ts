import { resolveSettings, type SettingsMap } from '@ghost/events';
import type { ReadStore } from '../read-store/read-store.js';
import { settingsCollection, settingsDocId, type SettingsDoc } from './settings-doc.js';

/** Every setting as the services answer it: recorded values over the defaults. */
export const readSettings = async (readStore: ReadStore): Promise<SettingsMap> => {
  const doc = await readStore.findOne<SettingsDoc>(settingsCollection, { _id: settingsDocId });
  return resolveSettings(doc?.values ?? {});
};
