/**
 * Whether a failed delivery is worth trying again: no answer at all (timeout, refused connection),
 * 408 Request Timeout, 429 Too Many Requests, or a server error. Any other status is the
 * receiver's considered refusal, and sending the same request again would change nothing.
 */
export const isRetryableStatus = (status: number | null): boolean =>
  status === null || status === 408 || status === 429 || status >= 500;
