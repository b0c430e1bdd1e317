import type { AllSettings } from '@ghost/events/contract';
import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';
import { loadSettings, type LoadedSettings } from '../settings-draft';

/** GET /settings: every key, to a super admin. */
export const settingsPath = '/settings';

/**
 * The settings as the form starts from them. Its own cache key: the public pages read the same
 * path and may have cached only the payment-method keys an anonymous visitor gets.
 */
const settingsKey = [settingsPath, 'admin-form'] as const;

const fetchSettings = async ([path]: typeof settingsKey): Promise<LoadedSettings> =>
  loadSettings(await swrFetcher<AllSettings>(path));

/** Re-read on purpose only (after a save, a live update): a form under edit stays put. */
export const useAdminSettings = () =>
  useSWR<LoadedSettings, ApiRequestError, typeof settingsKey>(settingsKey, fetchSettings, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
