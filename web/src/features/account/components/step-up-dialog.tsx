import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CodeField } from '@/components/ui/code-field';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import type { ApiError } from '@/lib/api-client';
import { codeProblem } from '@/lib/auth/typed-code';
import { useErrorText } from '@/lib/error-text';
import { stepUp } from '../api/step-up';
import styles from './change-password-dialog.module.css';

const ids = { password: 'step-up-password', code: 'step-up-code' } as const;
type StepUpField = keyof typeof ids;

interface StepUpDialogProps {
  open: boolean;
  /** The session was raised (true), or the person cancelled (false). */
  onDone: (raised: boolean) => void;
}

/**
 * Asks for the password and a fresh code before a sensitive change (STEP_UP_REQUIRED): a modal
 * dialog (focus kept inside, given back to what opened it), each field labelled, problems beside
 * their field and announced. Confirmed, the session is raised for five minutes and the change is
 * sent again; cancelled, nothing is sent and the form keeps what was typed.
 */
export const StepUpDialog = ({ open, onDone }: StepUpDialogProps) => {
  const { t } = useTranslation(['admin', 'auth', 'common']);
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ field: StepUpField; text: string } | null>(null);
  const [banner, setBanner] = useState<ApiError | null>(null);

  const problems: Partial<Record<StepUpField, string>> = {};
  if (password === '') problems.password = t('stepUp.passwordRequired');
  const codeRule = codeProblem(code);
  if (codeRule) problems.code = t(`auth:twoFactor.verify.${codeRule}`);
  const errorOf = (field: StepUpField) =>
    refused?.field === field ? refused.text : tried ? problems[field] : undefined;
  // What is wrong now, read out as it appears (the fields say it too, beside themselves).
  const announced = errorOf('password') ?? errorOf('code') ?? '';

  const finish = (raised: boolean) => {
    setPassword('');
    setCode('');
    setTried(false);
    setRefused(null);
    setBanner(null);
    onDone(raised);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused(null);
    setBanner(null);
    const first = (['password', 'code'] as const).find((field) => problems[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setBusy(true);
    const answer = await stepUp({ password, twofa_token: code });
    setBusy(false);
    if (!answer.error) {
      finish(true);
      return;
    }
    // A wrong password or code sits beside its field (the code is cleared: it is used up).
    const field: StepUpField | null =
      answer.error.code === 'INVALID_CURRENT_PASSWORD'
        ? 'password'
        : answer.error.code === 'INVALID_TWOFA_TOKEN' || answer.error.field === 'twofa_token'
          ? 'code'
          : null;
    if (field === null) {
      setBanner(answer.error);
      return;
    }
    setRefused({
      field,
      text: field === 'password' ? t('stepUp.wrongPassword') : t('auth:twoFactor.verify.invalid'),
    });
    if (field === 'code') setCode('');
    document.getElementById(ids[field])?.focus();
  };

  return (
    <Dialog
      open={open}
      title={t('stepUp.title')}
      onClose={() => {
        finish(false);
      }}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <p className="muted">{t('stepUp.intro')}</p>
        <p className="visually-hidden" role="alert">
          {announced}
        </p>
        {banner && (
          <Alert tone="danger" title={t('stepUp.failed')}>
            <p>{errorText(banner)}</p>
          </Alert>
        )}
        <TextField
          id={ids.password}
          data-autofocus
          type="password"
          required
          label={t('stepUp.password')}
          autoComplete="current-password"
          value={password}
          error={errorOf('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            if (refused?.field === 'password') setRefused(null);
          }}
        />
        <CodeField
          id={ids.code}
          required
          label={t('stepUp.code')}
          hint={t('auth:code.hint')}
          value={code}
          error={errorOf('code')}
          onChange={(typed) => {
            setCode(typed);
            if (refused?.field === 'code') setRefused(null);
          }}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            type="button"
            onClick={() => {
              finish(false);
            }}
          >
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('stepUp.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
