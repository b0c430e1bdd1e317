import {
  streams,
  type EventStore,
  type GlobalPosition,
  type SettingKey,
  type SettingsEvent,
  type StoredEvent,
} from '@ghost/events';

/** Some settings as stored (a key never set is absent; read it with its default). */
export type SettingValues<Key extends SettingKey> = Partial<Record<Key, string>>;

type SettingsChanged = Extract<SettingsEvent, { type: 'SettingsChanged' }>['data'];

/**
 * Some settings as the `settings` stream's SettingsChanged set them, folded from the log itself:
 * how a background worker knows the settings of a moment of the log without the read model (which
 * says the same, later). Each change makes a new `values` object, so one kept from an earlier
 * moment stays as it was then.
 */
export interface SettingsFold<Key extends SettingKey> {
  readonly values: SettingValues<Key>;
  /** Applies an event read from the log; answers whether it was one of the settings stream. */
  apply(event: StoredEvent): boolean;
  /**
   * Starts over with the settings stream as it stood at `position` (null: before anything was
   * set; 'head': as it stands now).
   */
  readUpTo(position: GlobalPosition | 'head' | null): Promise<void>;
}

export const settingsFold = <Key extends SettingKey>(
  eventStore: Pick<EventStore, 'readStream'>,
  keys: readonly Key[],
): SettingsFold<Key> => {
  const followed = new Set<string>(keys);
  let values: SettingValues<Key> = {};
  const apply = (event: StoredEvent): boolean => {
    if (event.streamId !== streams.settings()) return false;
    if (event.type !== 'SettingsChanged') return true;
    const { changes } = event.data as SettingsChanged;
    const next = { ...values };
    for (const { key, to } of changes) {
      if (followed.has(key)) next[key as Key] = to;
    }
    values = next;
    return true;
  };
  return {
    get values() {
      return values;
    },
    apply,
    readUpTo: async (position) => {
      values = {};
      if (position === null) return;
      for (const event of await eventStore.readStream(streams.settings())) {
        if (position === 'head' || event.position <= position) apply(event);
      }
    },
  };
};
