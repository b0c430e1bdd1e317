import type { SettingsUpdate, SettingsUpdateAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * PUT /settings: every settings key but the QR images, booleans as text. The
 * answer lists what changed and the coins whose QR code was generated.
 */
export const saveSettings = (body: SettingsUpdate) =>
  request<SettingsUpdateAnswer>('/settings', { method: 'PUT', body });
