/**
 * The admin session as the browser keeps it: the token and its
 * expiry in local storage. Anything that ends the session (sign-out, a 401, expiry) clears both
 * and tells the listeners, so every open screen reacts at once.
 */
export const tokenStorageKey = 'admin_token';
export const expiryStorageKey = 'admin_token_expires_at';

export interface StoredSession {
  token: string;
  /** ISO time at which the server ends the session. */
  expiresAt: string;
}

type Listener = (session: StoredSession | null) => void;
const listeners = new Set<Listener>();

const readStorage = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const readSession = (): StoredSession | null => {
  const token = readStorage(tokenStorageKey);
  const expiresAt = readStorage(expiryStorageKey);
  return token && expiresAt ? { token, expiresAt } : null;
};

const notify = (session: StoredSession | null) => {
  for (const listener of listeners) listener(session);
};

export const storeSession = (session: StoredSession): void => {
  window.localStorage.setItem(tokenStorageKey, session.token);
  window.localStorage.setItem(expiryStorageKey, session.expiresAt);
  notify(session);
};

export const clearSession = (): void => {
  const had = readSession() !== null;
  try {
    window.localStorage.removeItem(tokenStorageKey);
    window.localStorage.removeItem(expiryStorageKey);
  } catch {
    // storage unavailable: nothing was kept
  }
  if (had) notify(null);
};

/** Calls back on every change, including those made in another tab; returns the unsubscribe. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === tokenStorageKey || event.key === expiryStorageKey) listener(readSession());
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
};
