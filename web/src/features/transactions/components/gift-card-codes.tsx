import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giftCardVisibleCharacters } from '@ghost/events/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { useErrorText } from '@/lib/error-text';
import { revealGiftCardCodes } from '../api/reveal-codes';
import { groupedCode } from '../payment-codes';
import { Copyable } from './copyable';
import styles from './detail-fields.module.css';

/**
 * A gift-card payment's codes. They are cash: everyone sees them masked to their last four
 * characters; an admin or a super admin may reveal them (the server records it in the payment's
 * history) and copy them, an auditor never. Revealed codes live in this component's memory only,
 * gone when the details close or "Hide codes" is pressed.
 */
export const GiftCardCodes = ({ paymentId, masked }: { paymentId: string; masked: string[] }) => {
  const { t } = useTranslation('transactions');
  const errorText = useErrorText();
  const { user } = useSignedInAdmin();
  const list = useRef<HTMLUListElement>(null);
  const [revealed, setRevealed] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const mayReveal = !permissions.readOnly(user.role);

  const reveal = async () => {
    setBusy(true);
    setFailure(null);
    const answer = await revealGiftCardCodes(paymentId);
    setBusy(false);
    if (answer.error) {
      setFailure(answer.error);
      return;
    }
    setRevealed(answer.data.codes);
    // The button was disabled while it waited: land on the codes it brought.
    window.requestAnimationFrame(() => list.current?.focus());
  };

  return (
    <div className={styles.stack}>
      <ul
        ref={list}
        className={styles.codes}
        tabIndex={-1}
        aria-label={t('detail.fields.giftCards')}
      >
        {revealed
          ? revealed.map((code, index) => (
              <li key={index}>
                <Copyable value={code} shown={groupedCode(code)} what={t('copy.giftCard')} />
              </li>
            ))
          : masked.map((code, index) => (
              <li key={index} className={styles.mono}>
                <span aria-hidden="true">{code}</span>
                <span className="visually-hidden">
                  {t('detail.codes.endingIn', { last: code.slice(-giftCardVisibleCharacters) })}
                </span>
              </li>
            ))}
      </ul>
      <p className="muted small-text" role="status">
        {revealed
          ? t('detail.codes.revealed')
          : mayReveal
            ? t('detail.codes.maskedForAdmins')
            : t('detail.codes.masked')}
      </p>
      {mayReveal && (
        <Button
          size="small"
          variant={revealed ? 'secondary' : 'primary'}
          busy={busy}
          onClick={() => {
            if (revealed) setRevealed(null);
            else void reveal();
          }}
        >
          {revealed
            ? t('detail.codes.hide')
            : busy
              ? t('detail.codes.revealing')
              : t('detail.codes.reveal')}
        </Button>
      )}
      {failure && (
        <Alert tone="danger" announce="alert" title={t('detail.codes.revealFailed')}>
          <p>{errorText(failure)}</p>
        </Alert>
      )}
    </div>
  );
};
