import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from './api-client';
import { formatCountdown } from './format/countdown';

/**
 * The text shown for an API error, in the visitor's language: the catalogue's message for its
 * code, else the server's own message, else the caller's fallback or a generic one.
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation('errors');
  return useCallback(
    (error: ApiError, fallback?: string): string => {
      // Any code of the catalogue, typed as one of them: a code without a text falls through.
      const key = `codes.${error.code}` as 'codes.HTTP_ERROR';
      const known: string = key;
      if (i18n.exists(known, { ns: 'errors' })) {
        return t(key, {
          time: formatCountdown(error.retryAfter ?? 900),
        });
      }
      return (error.message === '' ? undefined : error.message) ?? fallback ?? t('generic');
    },
    [t, i18n],
  );
};
