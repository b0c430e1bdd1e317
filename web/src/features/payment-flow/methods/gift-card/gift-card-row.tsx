import { useTranslation } from 'react-i18next';
import { decimalsOf } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { leavingForSubmit } from '@/features/payment-flow/use-touched';
import { normalizeGiftCardCode } from './gift-card-code';
import type { GiftCardEntry, GiftCardProblems } from './gift-card-list';
import styles from './gift-card-form.module.css';

interface GiftCardRowProps {
  index: number;
  card: GiftCardEntry;
  currency: string;
  problems: GiftCardProblems;
  showCode: boolean;
  showValue: boolean;
  onChange: (change: Partial<GiftCardEntry>) => void;
  onBlur: (field: 'code' | 'value') => void;
  onRemove: (() => void) | undefined;
}

/** One gift card: its code (letters and digits, upper-cased, 16 at most) and its face value. */
export const GiftCardRow = ({
  index,
  card,
  currency,
  problems,
  showCode,
  showValue,
  onChange,
  onBlur,
  onRemove,
}: GiftCardRowProps) => {
  const { t } = useTranslation('payment');
  const number = index + 1;
  return (
    <li className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.cardTitle}>{t('giftCard.cardTitle', { number })}</span>
        {onRemove && (
          <Button
            variant="ghost"
            size="small"
            onClick={onRemove}
            aria-label={t('giftCard.removeLabel', { number })}
          >
            {t('giftCard.remove')}
          </Button>
        )}
      </div>
      <div className={styles.cardFields}>
        <TextField
          id={`gift-card-code-${card.key}`}
          label={t('giftCard.code', { number })}
          hint={t('giftCard.codeHint')}
          required
          className={`mono ${styles.code}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={card.code}
          onChange={(event) => {
            onChange({ code: normalizeGiftCardCode(event.target.value) });
          }}
          onBlur={(event) => {
            if (!leavingForSubmit(event)) onBlur('code');
          }}
          error={showCode && problems.code ? t(`giftCard.problems.${problems.code}`) : undefined}
        />
        <TextField
          label={t('giftCard.value', { number, currency })}
          required
          type="number"
          inputMode="decimal"
          min={decimalsOf(currency) === 0 ? 1 : 0.01}
          step={decimalsOf(currency) === 0 ? 1 : 0.01}
          className={styles.value}
          value={card.value}
          onChange={(event) => {
            onChange({ value: event.target.value });
          }}
          onBlur={(event) => {
            if (!leavingForSubmit(event)) onBlur('value');
          }}
          error={
            showValue && problems.value
              ? t(`giftCard.valueProblems.${problems.value}`, { currency })
              : undefined
          }
        />
      </div>
    </li>
  );
};
