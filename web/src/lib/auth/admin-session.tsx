import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { LoginAnswer, MeAnswer } from '@ghost/events/contract';
import { request } from '../api-client';
import { clearSession, onSessionChange, readSession, storeSession } from '../session-storage';

export type AdminUser = MeAnswer['user'];

export type AdminSessionState =
  /** A stored token is being checked against GET /auth/me ("Checking authentication..."). */
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AdminUser; expiresAt: string };

export interface AdminSession {
  state: AdminSessionState;
  /** Keeps the token of a successful sign-in and loads the account. */
  signedIn: (answer: LoginAnswer) => Promise<void>;
  /** Ends the session on the server; the local token is cleared in any case. */
  signOut: () => Promise<void>;
  /** Reads the account again (after enabling 2FA, a role change...). */
  reload: () => Promise<void>;
}

const SessionContext = createContext<AdminSession | null>(null);

/** How often the expiry is checked (every second). */
const expiryCheckMs = 1000;

const loadMe = async (): Promise<AdminSessionState> => {
  if (!readSession()) return { status: 'signed-out' };
  const answer = await request<MeAnswer>('/auth/me');
  // A 401 has cleared the token already; any other failure keeps it for a later try.
  if (answer.error) return { status: readSession() ? 'checking' : 'signed-out' };
  return { status: 'signed-in', user: answer.data.user, expiresAt: answer.data.expiresAt };
};

/**
 * The admin's session for the whole admin panel: the token
 is kept with
 * its expiry, validated on start through /auth/me and cleared if invalid; its expiry is checked
 * every second and an expired session signs out; a 401 on any call, a sign-out or another tab's
 * sign-out ends it everywhere at once.
 */
export const AdminSessionProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<AdminSessionState>(() =>
    readSession() ? { status: 'checking' } : { status: 'signed-out' },
  );

  const reload = useCallback(async () => {
    setState(await loadMe());
  }, []);

  useEffect(() => {
    void reload();
    return onSessionChange((session) => {
      if (!session) setState({ status: 'signed-out' });
    });
  }, [reload]);

  useEffect(() => {
    if (state.status !== 'signed-in') return;
    const timer = window.setInterval(() => {
      if (Date.parse(state.expiresAt) <= Date.now()) clearSession();
    }, expiryCheckMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [state]);

  const signedIn = useCallback(
    async (answer: LoginAnswer) => {
      storeSession({ token: answer.accessToken, expiresAt: answer.expiresAt });
      await reload();
    },
    [reload],
  );

  const signOut = useCallback(async () => {
    await request('/auth/logout', { method: 'POST' });
    clearSession();
    setState({ status: 'signed-out' });
  }, []);

  const value = useMemo(
    () => ({ state, signedIn, signOut, reload }),
    [state, signedIn, signOut, reload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

export const useAdminSession = (): AdminSession => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAdminSession is used outside the admin panel');
  return session;
};

/** The signed-in admin, on screens the gate only shows to a signed-in admin. */
export const useSignedInAdmin = (): { user: AdminUser; expiresAt: string } => {
  const { state } = useAdminSession();
  if (state.status !== 'signed-in') throw new Error('No admin is signed in');
  return { user: state.user, expiresAt: state.expiresAt };
};
