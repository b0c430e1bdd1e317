import { useTranslation } from 'react-i18next';
import { methodEnabledKey, paymentMethodSwitches } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeading } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { allMethodsOff, isMethodOn } from '../method-switches';
import { fieldId } from './field-ids';
import { MethodStatusGrid } from './method-status-grid';
import { useProblemText } from './use-problem-text';
import type { SettingsEditor } from './use-settings-editor';
import styles from './settings-page.module.css';

/** The longest name and description the server takes. */
const nameMax = 80;
const descriptionMax = 500;

/**
 * Payment Methods: the status grid with the "/3 enabled" count and, when
 * every method is off, the red warning; then each method's switch, display name and
 * description, with a warning while it is off.
 */
export const PaymentMethodsTab = ({ editor }: { editor: SettingsEditor }) => {
  const { t } = useTranslation('settings');
  const problemText = useProblemText();
  const { draft, change, problems, checkField } = editor;
  if (!draft) return null;

  return (
    <div className={styles.tabBody}>
      {allMethodsOff(draft) && (
        <Alert tone="danger" announce="alert" title={t('methods.allOff.title')}>
          <p>{t('methods.allOff.text')}</p>
        </Alert>
      )}
      <MethodStatusGrid draft={draft} />
      {paymentMethodSwitches.map((method) => {
        const enabledKey = methodEnabledKey(method);
        const nameKey = `payment_method_${method}_name` as const;
        const descriptionKey = `payment_method_${method}_description` as const;
        const on = isMethodOn(draft, method);
        return (
          <Card key={method} aria-labelledby={`method-${method}-title`}>
            <CardHeading>
              <h2 id={`method-${method}-title`}>{t(`methods.${method}.title`)}</h2>
            </CardHeading>
            <div className={styles.methodBody}>
              <Switch
                id={fieldId(enabledKey)}
                checked={on}
                onChange={(enabled) => {
                  change(enabledKey, String(enabled));
                }}
                label={t(`methods.${method}.switch`)}
                description={t(`methods.${method}.description`)}
              />
              {!on && (
                <Alert tone="warning" announce="status">
                  <p>{t(`methods.${method}.disabled`)}</p>
                </Alert>
              )}
              <div className={styles.methodTexts}>
                <TextField
                  id={fieldId(nameKey)}
                  label={t('methods.name')}
                  hint={t('methods.nameHint')}
                  required
                  maxLength={nameMax}
                  value={draft[nameKey]}
                  error={problemText(problems[nameKey])}
                  onChange={(event) => {
                    change(nameKey, event.target.value);
                  }}
                  onBlur={() => {
                    checkField(nameKey);
                  }}
                />
                <TextAreaField
                  id={fieldId(descriptionKey)}
                  label={t('methods.descriptionLabel')}
                  hint={t('methods.descriptionHint', { max: descriptionMax })}
                  rows={3}
                  maxLength={descriptionMax}
                  value={draft[descriptionKey]}
                  error={problemText(problems[descriptionKey])}
                  onChange={(event) => {
                    change(descriptionKey, event.target.value);
                  }}
                />
              </div>
            </div>
          </Card>
        );
      })}
    </div>
  );
};
