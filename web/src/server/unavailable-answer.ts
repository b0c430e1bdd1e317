import { DomainError } from '@ghost/events';

/** The tracking lookup, as the query service routes it (any case, a trailing slash or not). */
const trackingPath = /^\/api\/transactions\/track\/[^/]+\/?$/i;

/**
 * What a request is answered when the service behind it cannot answer (down, or still starting):
 * 503 SERVICE_UNAVAILABLE, but for a payment's tracking, which has the tracking page's own
 * message (503 TRACKING_FAILED: "Unable to track payment at the moment. Please try again in a few
 * minutes.").
 */
export const unavailableAnswer = (url: string | undefined): DomainError => {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return new DomainError(trackingPath.test(path) ? 'TRACKING_FAILED' : 'SERVICE_UNAVAILABLE');
};
