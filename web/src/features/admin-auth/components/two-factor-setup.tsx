import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupAnswer } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Icon } from '@/components/ui/icons';
import { useErrorText } from '@/lib/error-text';
import { enableTwoFactor } from '../api/two-factor-enable';
import { startTwoFactorSetup } from '../api/two-factor-setup';
import { codeLength, codeProblem } from '@/lib/auth/typed-code';
import { CodeField } from '@/components/ui/code-field';
import styles from './admin-auth.module.css';

const steps = ['intro', 'scan', 'verify', 'done'] as const;
type Step = (typeof steps)[number];

/** The key in groups of four, easier to read and type; apps ignore the spaces. */
const groupedKey = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/** How long the success screen stays before the page reloads. */
export const reloadAfterMs = 2000;

/**
 * The forced two-factor setup: intro; scan the QR code (or type the key,
 * with copy); enter a 6-digit code; success, and the page reloads after 2 seconds so the whole
 * panel opens with the account as it now is.
 */
export const TwoFactorSetup = ({ onCancel }: { onCancel: () => void }) => {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>('intro');
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each new step is announced by moving focus to its heading, or to the code field to type in.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (step === 'verify') document.getElementById('twofa-code')?.focus();
    else heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(() => {
      window.location.reload();
    }, reloadAfterMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [step]);

  const begin = async () => {
    setBusy(true);
    setError(null);
    const answer = await startTwoFactorSetup();
    setBusy(false);
    if (answer.error) {
      setError(t('twoFactor.failed'));
      return;
    }
    setSetup(answer.data);
    setStep('scan');
  };

  const problem = codeProblem(code);
  const enable = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    setError(null);
    const answer = await enableTwoFactor({ token: code });
    setBusy(false);
    if (!answer.error) {
      setStep('done');
      return;
    }
    setCode('');
    setTouched(false);
    if (answer.error.code === 'INVALID_TWOFA_TOKEN') setError(t('twoFactor.verify.invalid'));
    else if (answer.error.code === 'TOO_MANY_ATTEMPTS') setError(errorText(answer.error));
    else setError(t('twoFactor.failed'));
    document.getElementById('twofa-code')?.focus();
  };

  const index = steps.indexOf(step);
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Card className={styles.card}>
        <ol className={styles.steps} aria-hidden="true">
          {steps.map((name, at) => (
            <li key={name} data-state={at < index ? 'done' : at === index ? 'current' : 'next'} />
          ))}
        </ol>
        <p className={styles.stepLabel}>
          {t('twoFactor.step', { current: index + 1, total: steps.length })}
        </p>
        <h1 className={styles.title}>{t('twoFactor.title')}</h1>
        {step === 'done' && (
          <span className={`${styles.mark} ${styles.markSuccess} ${styles.doneMark}`}>
            <Icon name="check" />
          </span>
        )}
        <h2 ref={heading} tabIndex={-1} className={styles.subtitle}>
          {t(`twoFactor.${step}.heading`)}
        </h2>

        {error && (
          <div className={styles.messages}>
            <Alert tone="danger">{error}</Alert>
          </div>
        )}

        {step === 'intro' && (
          <>
            <p className={styles.intro}>{t('twoFactor.intro.text')}</p>
            <ul className={styles.points}>
              <li>{t('twoFactor.intro.app')}</li>
              <li>{t('twoFactor.intro.scan')}</li>
              <li>{t('twoFactor.intro.code')}</li>
            </ul>
            <div className={styles.actions}>
              <Button size="large" busy={busy} onClick={() => void begin()}>
                {t('twoFactor.intro.start')}
              </Button>
              <Button size="large" variant="secondary" onClick={onCancel}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </>
        )}

        {step === 'scan' && setup && (
          <>
            <p className={styles.intro}>{t('twoFactor.scan.text')}</p>
            <div className={styles.qr}>
              <img src={setup.qrCode} alt={t('twoFactor.scan.qrAlt')} />
            </div>
            <div className={styles.secret}>
              <label htmlFor="twofa-secret" className={styles.secretLabel}>
                {t('twoFactor.scan.keyLabel')}
              </label>
              <div className={styles.secretRow}>
                <textarea
                  id="twofa-secret"
                  className={styles.secretInput}
                  readOnly
                  rows={2}
                  value={groupedKey(setup.manualEntry)}
                  aria-describedby="twofa-secret-hint"
                  spellCheck={false}
                  onFocus={(event) => {
                    event.target.select();
                  }}
                />
                <CopyButton
                  value={setup.manualEntry}
                  what={t('twoFactor.scan.keyLabel')}
                  size="medium"
                  compact
                />
              </div>
              <p id="twofa-secret-hint" className={styles.secretHint}>
                {t('twoFactor.scan.keyHint')}
              </p>
            </div>
            <div className={styles.actions}>
              <Button
                size="large"
                onClick={() => {
                  setError(null);
                  setStep('verify');
                }}
              >
                {t('twoFactor.scan.next')}
              </Button>
              <Button size="large" variant="secondary" onClick={onCancel}>
                {t('common:actions.cancel')}
              </Button>
            </div>
          </>
        )}

        {step === 'verify' && (
          <form className={styles.form} onSubmit={(event) => void enable(event)} noValidate>
            <p className={styles.intro}>{t('twoFactor.verify.text')}</p>
            <CodeField
              id="twofa-code"
              label={t('twoFactor.verify.label')}
              value={code}
              onChange={setCode}
              onBlur={() => {
                setTouched(true);
              }}
              error={touched && problem ? t(`twoFactor.verify.${problem}`) : undefined}
            />
            <Button
              type="submit"
              size="large"
              block
              busy={busy}
              disabled={code.length !== codeLength}
            >
              {t('twoFactor.verify.submit')}
            </Button>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setError(null);
                setStep('scan');
              }}
            >
              <span aria-hidden="true">← </span>
              {t('twoFactor.verify.back')}
            </button>
          </form>
        )}

        {step === 'done' && (
          <div className={styles.done} role="status">
            <p>{t('twoFactor.done.text')}</p>
            <p className="muted">{t('twoFactor.done.reloading')}</p>
          </div>
        )}
      </Card>
    </div>
  );
};
