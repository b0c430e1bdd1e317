import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CryptoType } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { useAdminSettings } from '../api/get-settings';
import { saveSettings } from '../api/save-settings';
import {
  editableKeys,
  findProblems,
  rebaseDraft,
  saveBodyOf,
  savedDraft,
  tabsWithChanges,
  type EditableSettingKey,
  type FieldProblems,
  type SettingsDraft,
} from '../settings-draft';
import { tabOfKey, type SettingsKeyTab, type SettingsTab } from '../settings-tabs';
import { useSaveState } from './save-state';

export type SaveOutcome =
  | { kind: 'saved'; qrCodes: readonly CryptoType[] }
  | { kind: 'problems'; first: EditableSettingKey }
  | { kind: 'failed' };

const isEditableKey = (key: string | undefined): key is EditableSettingKey =>
  key !== undefined && (editableKeys as readonly string[]).includes(key);

/**
 * The settings form of the first three tabs: the draft over the loaded settings (kept when they
 * change under it), the changes per tab, the problems per field, and the save: PUT /settings,
 * Saving..., Saved! for 3 seconds, a reload when QR codes were generated.
 */
export const useSettingsEditor = () => {
  const settings = useAdminSettings();
  const [baseline, setBaseline] = useState<SettingsDraft | null>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  // Whether a save was refused for the problems shown (the page then says so above the tabs).
  const [refused, setRefused] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const save = useSaveState();
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;

  // New settings from the server (the first load, a reload, another admin's save): the form
  // follows them and keeps what this admin changed and has not saved.
  const loaded = settings.data?.values;
  useEffect(() => {
    if (!loaded) return;
    const old = baselineRef.current;
    setDraft((current) => (old && current ? rebaseDraft(old, current, loaded) : loaded));
    setBaseline(loaded);
    setLoadedAt(new Date());
  }, [loaded]);

  const change = useCallback(
    (key: EditableSettingKey, value: string) => {
      setDraft((current) => (current ? { ...current, [key]: value } : current));
      setProblems(({ [key]: _solved, ...rest }) => rest);
      save.idle();
    },
    [save],
  );

  /** Checks one field as it is left: its local problem, or none (the server's stays). */
  const checkField = useCallback(
    (key: EditableSettingKey) => {
      if (!draft) return;
      const found = findProblems(draft)[key];
      setProblems((current) => {
        const { [key]: previous, ...rest } = current;
        if (found) return { ...rest, [key]: found };
        return previous?.kind === 'server' ? current : rest;
      });
    },
    [draft],
  );

  const submit = useCallback(async (): Promise<SaveOutcome> => {
    if (!draft) return { kind: 'failed' };
    setSaveError(null);
    const found = findProblems(draft);
    const first = editableKeys.find((key) => found[key]);
    if (first) {
      setProblems(found);
      setRefused(true);
      return { kind: 'problems', first };
    }
    save.saving();
    const body = saveBodyOf(draft);
    const answer = await saveSettings(body);
    if (answer.error) {
      save.idle();
      const { field } = answer.error;
      if (answer.error.code === 'VALIDATION_ERROR' && isEditableKey(field)) {
        setProblems({ [field]: { kind: 'server', message: answer.error.message } });
        setRefused(true);
        return { kind: 'problems', first: field };
      }
      setSaveError(answer.error);
      return { kind: 'failed' };
    }
    const saved = savedDraft(body, draft, answer.data.changed);
    setBaseline(saved);
    setDraft(saved);
    setProblems({});
    setRefused(false);
    save.saved();
    // New addresses got their QR codes on the server: read them.
    if (answer.data.qrCodesGenerated.length > 0) void settings.mutate();
    return { kind: 'saved', qrCodes: answer.data.qrCodesGenerated };
  }, [draft, save, settings]);

  const changedTabs = useMemo(
    (): ReadonlySet<SettingsTab> =>
      baseline && draft ? tabsWithChanges(baseline, draft) : new Set<SettingsKeyTab>(),
    [baseline, draft],
  );
  const tabsWithProblems = useMemo(
    (): ReadonlySet<SettingsTab> =>
      new Set(editableKeys.filter((key) => problems[key]).map(tabOfKey)),
    [problems],
  );

  return {
    /** The first load's failure; null once loaded. */
    loadError: draft ? null : (settings.error ?? null),
    reload: () => settings.mutate(),
    draft,
    baseline,
    qr: settings.data?.qr ?? null,
    loadedAt,
    change,
    problems,
    checkField,
    changedTabs,
    tabsWithProblems,
    /** A save was refused and fields still need correcting. */
    refused: refused && tabsWithProblems.size > 0,
    submit,
    saveState: save.state,
    saveError,
    dismissSaveError: () => {
      setSaveError(null);
    },
  };
};

export type SettingsEditor = ReturnType<typeof useSettingsEditor>;
