import { useTranslation } from 'react-i18next';
import { cryptoAddressKey, type CryptoType } from '@ghost/events/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { QrCode } from '@/components/ui/qr-code';
import { checkAddressFormat } from '../address-format';
import { fieldId } from './field-ids';
import { useProblemText } from './use-problem-text';
import type { SettingsEditor } from './use-settings-editor';
import styles from './settings-page.module.css';

interface AddressFieldProps {
  coin: CryptoType;
  editor: SettingsEditor;
  /** The QR image the server generated for the saved address ('' when none). */
  savedQr: string;
}

/**
 * One coin's receiving address: the field with its format checked as typed (a definite mistake
 * at once, an unfinished address when left), the server's refusal when saving, and the QR code:
 * a preview drawn in the browser as soon as the address is whole, the server's image once saved.
 */
export const AddressField = ({ coin, editor, savedQr }: AddressFieldProps) => {
  const { t } = useTranslation(['settings', 'common']);
  const problemText = useProblemText();
  const key = cryptoAddressKey(coin);
  const { draft, baseline, change, problems, checkField } = editor;
  if (!draft || !baseline) return null;

  const typed = draft[key];
  const address = typed.trim();
  const format = checkAddressFormat(coin, typed);
  const problem =
    problems[key] ??
    (format.state === 'invalid'
      ? { kind: 'address' as const, problem: format.problem }
      : undefined);
  const label = t(`crypto.coins.${coin}`);
  const saved = address !== '' && address === baseline[key] && savedQr !== '';
  const headingId = `coin-${coin}-title`;
  // A preview only of an address that may be saved: none while the field shows a problem.
  const preview = format.state === 'plausible' && !problem;

  const hint = format.state === 'plausible' ? t('crypto.formatOk') : t(`crypto.formats.${coin}`);

  return (
    <Card compact className={styles.addressCard} aria-labelledby={headingId}>
      <div className={styles.addressHeading}>
        <h2 id={headingId}>{t(`common:coins.${coin}`)}</h2>
        <Badge tone="neutral">{t(`crypto.networks.${coin}`)}</Badge>
        {baseline[key] === '' ? (
          <Badge tone="warning">{t('crypto.notOffered')}</Badge>
        ) : (
          <Badge tone="success">{t('crypto.offered')}</Badge>
        )}
      </div>
      <div className={styles.addressBody}>
        <div className={styles.addressInput}>
          <TextAreaField
            id={fieldId(key)}
            className={styles.addressControl}
            rows={1}
            label={t('crypto.addressLabel', { coin: label })}
            hint={problem ? undefined : hint}
            error={problemText(problem)}
            value={typed}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            onChange={(event) => {
              // One line, however it was typed or pasted; the field wraps it to show it whole.
              change(key, event.target.value.replace(/[\r\n]+/g, ''));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            onBlur={() => {
              checkField(key);
            }}
          />
          {typed !== '' && (
            <Button
              variant="ghost"
              size="small"
              className={styles.clearAddress}
              aria-describedby={headingId}
              onClick={() => {
                change(key, '');
              }}
            >
              {t('crypto.clear')}
            </Button>
          )}
          <span role="status" className="visually-hidden">
            {problem ? problemText(problem) : preview ? t('crypto.formatOk') : ''}
          </span>
        </div>
        <figure className={[styles.qrBox, saved || preview ? '' : styles.qrBoxEmpty].join(' ')}>
          {saved ? (
            <img
              className={styles.qrImage}
              src={savedQr}
              alt={t('crypto.qrSaved', { coin: label })}
              width={144}
              height={144}
            />
          ) : preview ? (
            <div className={styles.qrImage}>
              <QrCode value={address} label={t('crypto.qrPreview', { coin: label })} />
            </div>
          ) : (
            <div className={`${styles.qrImage} ${styles.qrEmpty}`} aria-hidden="true" />
          )}
          <figcaption className={styles.qrCaption}>
            {saved
              ? t('crypto.qrSavedCaption')
              : preview
                ? t('crypto.qrPreviewCaption')
                : t('crypto.qrWaiting')}
          </figcaption>
        </figure>
      </div>
    </Card>
  );
};
