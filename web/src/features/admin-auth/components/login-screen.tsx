import { useCallback, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LoginRequest } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { readAdminRouteState } from '@/lib/auth/admin-route-state';
import { useAdminSession } from '@/lib/auth/admin-session';
import { postLogin } from '../api/login';
import { loginOutcome } from '../login-outcome';
import { codeLength } from '@/lib/auth/typed-code';
import { CodeField } from '@/components/ui/code-field';
import { LockoutNotice } from './lockout-notice';
import styles from './admin-auth.module.css';

type Step = 'credentials' | 'code';

const focusField = (id: string) => {
  // After React has shown the field (it may just have been enabled again).
  window.setTimeout(() => document.getElementById(id)?.focus(), 0);
};

/**
 * The sign-in: username and password, then, when the account asks for
 * it, the 6-digit code with a greeting and a way back. A success hands the session to the
 * provider; the admin gate then opens the page first asked for. A rate limit disables the form
 * while its countdown runs.
 */
export const LoginScreen = () => {
  const { t } = useTranslation(['auth', 'errors']);
  const { signedIn } = useAdminSession();
  const notice = readAdminRouteState(useLocation().state);
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const [busy, setBusy] = useState(false);
  const locked = lockedUntil !== null;

  const lockOver = useCallback(() => {
    setLockedUntil(null);
    setUnlocked(true);
  }, []);

  const attempt = async (withCode: boolean) => {
    setBusy(true);
    setError(null);
    setUnlocked(false);
    const credentials: LoginRequest = { username: username.trim(), password };
    let answer = await postLogin(withCode ? { ...credentials, twofa_token: code } : credentials);
    // An account without two-factor refuses a code: it signs in without one, then sets it up.
    if (answer.error && loginOutcome(answer.error).kind === 'retry-without-code') {
      answer = await postLogin(credentials);
    }
    if (!answer.error) {
      await signedIn(answer.data); // the gate moves on; this screen goes away
      return;
    }
    setBusy(false);
    const outcome = loginOutcome(answer.error);
    switch (outcome.kind) {
      case 'code-required':
        setStep('code');
        setCode('');
        focusField('login-code');
        return;
      case 'locked':
        setLockedUntil(Date.now() + outcome.retryAfter * 1000);
        return;
      case 'invalid-credentials':
        setError(t('errors:codes.INVALID_CREDENTIALS'));
        setPassword('');
        focusField('login-password');
        return;
      case 'invalid-code':
        setError(t('errors:codes.INVALID_TWOFA_TOKEN'));
        setCode('');
        focusField('login-code');
        return;
      case 'retry-without-code':
      case 'failed':
        setError(t('login.failed'));
        return;
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    void attempt(step === 'code');
  };

  const backToCredentials = () => {
    setStep('credentials');
    setCode('');
    setPassword('');
    setError(null);
    focusField('login-password');
  };

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <span className={styles.mark}>
          <Icon name={step === 'code' ? 'phone' : 'lock'} />
        </span>
        {step === 'credentials' ? (
          <>
            <h1 className={styles.title}>{t('login.title')}</h1>
            <p className={styles.intro}>{t('login.intro')}</p>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('code.title')}</h1>
            <p className={styles.greeting}>{t('code.greeting', { username: username.trim() })}</p>
            <p className={styles.intro}>{t('code.intro')}</p>
          </>
        )}

        <div className={styles.messages}>
          {step === 'credentials' && notice.expired && !error && !locked && (
            <Alert tone="info" announce="status">
              {t('login.expired')}
            </Alert>
          )}
          {step === 'credentials' && notice.signedOut && !error && !locked && (
            <Alert tone="success" announce="status">
              {t('login.signedOut')}
            </Alert>
          )}
          {lockedUntil !== null && <LockoutNotice until={lockedUntil} onOver={lockOver} />}
          {error && <Alert tone="danger">{error}</Alert>}
          <p role="status" className="visually-hidden">
            {unlocked ? t('lockout.over') : ''}
          </p>
        </div>

        <form className={styles.form} onSubmit={submit}>
          {step === 'credentials' ? (
            <>
              <TextField
                id="login-username"
                label={t('login.username')}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                disabled={locked}
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                }}
              />
              <TextField
                id="login-password"
                label={t('login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                disabled={locked}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                }}
              />
            </>
          ) : (
            <CodeField
              id="login-code"
              label={t('code.label')}
              hint={t('code.hint')}
              value={code}
              onChange={setCode}
              disabled={locked}
            />
          )}
          <Button
            type="submit"
            size="large"
            block
            busy={busy}
            disabled={locked || (step === 'code' && code.length !== codeLength)}
          >
            {step === 'credentials' ? t('login.submit') : t('code.submit')}
          </Button>
          {step === 'code' && (
            <button type="button" className={styles.linkButton} onClick={backToCredentials}>
              <span aria-hidden="true">← </span>
              {t('code.back')}
            </button>
          )}
        </form>
      </Card>
      <p className={styles.footnote}>{t('login.footnote')}</p>
    </div>
  );
};
