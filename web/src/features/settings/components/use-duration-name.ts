import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionDurationNames, type SubscriptionDuration } from '@ghost/events/contract';

const isKnownDuration = (duration: string): duration is SubscriptionDuration =>
  (subscriptionDurationNames as readonly string[]).includes(duration);

/** A price entry's duration in the admin's words; one the portal does not know, as sent. */
export const useDurationName = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (duration: string) => (isKnownDuration(duration) ? t(`durations.${duration}`) : duration),
    [t],
  );
};
