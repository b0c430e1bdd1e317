import { useTranslation } from 'react-i18next';
import { maxPendingHours } from '@ghost/events/contract';
import { Card, CardHeading } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { readPendingHours } from '../pending-hours';
import type { EditableSettingKey } from '../settings-draft';
import { fieldId } from './field-ids';
import { useProblemText } from './use-problem-text';
import type { SettingsEditor } from './use-settings-editor';
import styles from './settings-page.module.css';

type SwitchKey = Extract<
  EditableSettingKey,
  `notifications_${string}` | 'security_require_txid' | 'security_auto_process'
>;

/**
 * General Settings: the two security switches, the maximum pending hours
 * (1 to 168, 72 when left without a number) and the three notification switches.
 */
export const GeneralTab = ({ editor }: { editor: SettingsEditor }) => {
  const { t } = useTranslation('settings');
  const problemText = useProblemText();
  const { draft, change, problems, checkField } = editor;
  if (!draft) return null;

  const toggle = (key: SwitchKey, label: string, description: string) => (
    <Switch
      id={fieldId(key)}
      checked={draft[key] === 'true'}
      onChange={(on) => {
        change(key, String(on));
      }}
      label={label}
      description={description}
    />
  );

  const hoursKey = 'security_max_pending_hours';
  const settleHours = () => {
    // A field left without a number takes the default, and shows it.
    const reading = readPendingHours(draft[hoursKey]);
    if ('hours' in reading && draft[hoursKey].trim() !== String(reading.hours)) {
      change(hoursKey, String(reading.hours));
    } else {
      checkField(hoursKey);
    }
  };

  const emailOn = draft.notifications_email === 'true';
  return (
    <div className={styles.tabBody}>
      <Card>
        <CardHeading>
          <h2>{t('general.security.title')}</h2>
        </CardHeading>
        <p className={styles.cardIntro}>{t('general.security.intro')}</p>
        <div className={styles.switchList}>
          {toggle(
            'security_require_txid',
            t('general.security.requireTxid.label'),
            t('general.security.requireTxid.description'),
          )}
          {toggle(
            'security_auto_process',
            t('general.security.autoProcess.label'),
            t('general.security.autoProcess.description'),
          )}
          <div className={styles.hoursField}>
            <TextField
              id={fieldId(hoursKey)}
              type="number"
              inputMode="numeric"
              min={maxPendingHours.min}
              max={maxPendingHours.max}
              step={1}
              label={t('general.maxPending.label')}
              hint={t('general.maxPending.hint', {
                min: maxPendingHours.min,
                max: maxPendingHours.max,
                fallback: maxPendingHours.default,
              })}
              error={problemText(problems[hoursKey])}
              value={draft[hoursKey]}
              onChange={(event) => {
                change(hoursKey, event.target.value);
              }}
              onBlur={settleHours}
            />
          </div>
        </div>
      </Card>

      <Card>
        <CardHeading>
          <h2>{t('general.notifications.title')}</h2>
        </CardHeading>
        <p className={styles.cardIntro}>{t('general.notifications.intro')}</p>
        <div className={styles.switchList}>
          {toggle(
            'notifications_email',
            t('general.notifications.email.label'),
            t('general.notifications.email.description'),
          )}
          <div className={styles.nested}>
            {toggle(
              'notifications_payment',
              t('general.notifications.payment.label'),
              t('general.notifications.payment.description'),
            )}
            {toggle(
              'notifications_failure',
              t('general.notifications.failure.label'),
              t('general.notifications.failure.description'),
            )}
            {!emailOn && <p className={styles.note}>{t('general.notifications.emailOff')}</p>}
          </div>
        </div>
      </Card>
    </div>
  );
};
