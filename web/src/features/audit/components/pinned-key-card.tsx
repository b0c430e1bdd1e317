import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { formatMoment } from '../moment-format';
import { rawPublicKeyOf, type PinnedKey } from '../pinned-key';
import styles from './audit.module.css';

/**
 * The public key pinned in this browser: pasted once from what the operators gave outside the
 * portal, never taken from the portal's answer. Unpinned, it says that a verification then trusts
 * the key the portal reports.
 */
export const PinnedKeyCard = ({
  pinned,
  onPin,
  onUnpin,
}: {
  pinned: PinnedKey | null;
  onPin: (raw: string) => void;
  onUnpin: () => void;
}) => {
  const { t, i18n } = useTranslation('audit');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const pinnedNow = pinned?.raw ?? null;
  const seen = useRef(pinnedNow);
  // Pinning or unpinning replaces what had focus: the card's heading takes it, and says so.
  useEffect(() => {
    if (seen.current !== pinnedNow) heading.current?.focus();
    seen.current = pinnedNow;
  }, [pinnedNow]);

  return (
    <Card compact>
      <h3 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('chain.pin.title')}
      </h3>
      {pinned ? (
        <>
          <p className="small-text">
            {t('chain.pin.pinned', { time: formatMoment(pinned.pinnedAt, i18n.language) })}
          </p>
          <p className={styles.fingerprintLabel}>{t('chain.publicKey.fingerprint')}</p>
          <p className={styles.fingerprint}>
            <code>{pinned.keyId ?? pinned.raw}</code>
          </p>
          <div className="cluster">
            <Button size="small" variant="secondary" onClick={onUnpin}>
              {t('chain.pin.unpin')}
            </Button>
          </div>
        </>
      ) : (
        <form
          className={styles.pinForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const raw = rawPublicKeyOf(text);
            setInvalid(raw === null);
            if (raw !== null) {
              setText('');
              onPin(raw);
            }
          }}
        >
          <p className="muted small-text">{t('chain.pin.none')}</p>
          <TextAreaField
            label={t('chain.pin.label')}
            hint={t('chain.pin.hint')}
            rows={4}
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            error={invalid ? t('chain.pin.invalid') : undefined}
          />
          <div className="cluster">
            <Button type="submit" size="small">
              {t('chain.pin.pin')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
};
