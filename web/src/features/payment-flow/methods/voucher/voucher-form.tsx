import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voucherCurrencies, voucherTypes } from '@ghost/events/contract';
import { formatMoney } from '@/lib/format/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { SubmissionError } from '@/features/payment-flow/components/submission-error';
import type { Order } from '@/features/payment-flow/order';
import { usePaymentSubmission } from '@/features/payment-flow/use-payment-submission';
import {
  focusFirstInvalid,
  leavingForSubmit,
  useTouched,
} from '@/features/payment-flow/use-touched';
import { VoucherSellers } from './voucher-sellers';
import {
  groupVoucherCode,
  groupedVoucherCodeLength,
  voucherPaymentCode,
  voucherProblems,
  type VoucherDraft,
  type VoucherField,
} from './voucher-code';
import styles from './voucher-form.module.css';

/** The voucher's currency to start with: the order's, when a voucher can be in it. */
const startingCurrency = (currency: string): string =>
  (voucherCurrencies as readonly string[]).includes(currency) ? currency : 'USD';

/**
 * The voucher form: where to buy one (no identity check needed), then the
 * code in groups of 4, an optional PIN, its type, amount and currency. A voucher pays only in the
 * order's currency and for at least its price: said by the field before sending, and by the same
 * field when the server refuses it (VOUCHER_CURRENCY_MISMATCH, VOUCHER_VALUE_TOO_LOW).
 */
export const VoucherForm = ({
  order,
  onSubmitted,
}: {
  order: Order;
  onSubmitted: (paymentId: string) => void;
}) => {
  const { t, i18n } = useTranslation('payment');
  const amountId = useId();
  const currencyId = useId();
  const [draft, setDraft] = useState<VoucherDraft>({
    code: '',
    pin: '',
    type: '',
    amount: '',
    currency: startingCurrency(order.currency),
  });
  const { touch, shown, submitAttempted, submitted } = useTouched<VoucherField>();
  const { submit, busy, error } = usePaymentSubmission(order, onSubmitted);
  const form = useRef<HTMLFormElement>(null);
  const problems = voucherProblems(draft, { amount: order.amount, currency: order.currency });
  // The server's word wins where the form saw no problem (a price changed meanwhile).
  if (error?.kind === 'voucherShortfall' && !problems[error.field]) {
    problems[error.field] = error.field === 'currency' ? 'currencyMismatch' : 'valueTooLow';
  }
  const anyMissing = Object.values(problems).includes('missing');
  const price = formatMoney(order.amount, order.currency, i18n.language);
  const fieldError = (field: VoucherField) => {
    const problem = problems[field];
    if (!shown(field) || !problem) return undefined;
    if (problem === 'missing' && field !== 'currency') return t(`voucher.required.${field}`);
    return t(`voucher.problems.${problem}`, { price, currency: order.currency });
  };
  const change = (patch: Partial<VoucherDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };

  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitAttempted();
        if (Object.keys(problems).length > 0) {
          focusFirstInvalid(form.current);
          return;
        }
        void submit({
          payment_method: 'alternative-rewarble',
          paymentCode: voucherPaymentCode(draft),
        }).then((refusal) => {
          if (refusal?.kind !== 'voucherShortfall') return;
          document.getElementById(refusal.field === 'currency' ? currencyId : amountId)?.focus();
        });
      }}
    >
      <Alert tone="success" title={t('voucher.noKycTitle')}>
        <p>{t('voucher.noKyc')}</p>
      </Alert>
      <VoucherSellers />

      <fieldset className={styles.fields}>
        <legend className={styles.legend}>{t('voucher.enterTitle')}</legend>
        <TextField
          label={t('voucher.code')}
          hint={t('voucher.codeHint')}
          required
          className={`mono ${styles.code}`}
          autoComplete="off"
          spellCheck={false}
          maxLength={groupedVoucherCodeLength}
          placeholder="XXXX XXXX XXXX XXXX"
          value={draft.code}
          onChange={(event) => {
            change({ code: groupVoucherCode(event.target.value) });
          }}
          onBlur={(event) => {
            if (!leavingForSubmit(event)) touch('code');
          }}
          error={fieldError('code')}
        />
        <TextField
          label={t('voucher.pin')}
          hint={t('voucher.pinHint')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={64}
          value={draft.pin}
          onChange={(event) => {
            change({ pin: event.target.value });
          }}
        />
        <SelectField
          label={t('voucher.type')}
          required
          value={draft.type}
          onChange={(event) => {
            change({ type: event.target.value });
            touch('type');
          }}
          onBlur={(event) => {
            if (!leavingForSubmit(event)) touch('type');
          }}
          error={fieldError('type')}
        >
          <option value="">{t('voucher.typePlaceholder')}</option>
          {voucherTypes.map((type) => (
            <option key={type} value={type}>
              {t(`voucher.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className={styles.amountRow}>
          <TextField
            id={amountId}
            label={t('voucher.amount')}
            required
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={draft.amount}
            onChange={(event) => {
              change({ amount: event.target.value });
            }}
            onBlur={(event) => {
              if (!leavingForSubmit(event)) touch('amount');
            }}
            error={fieldError('amount')}
          />
          <SelectField
            id={currencyId}
            label={t('voucher.currency')}
            required
            value={draft.currency}
            onChange={(event) => {
              change({ currency: event.target.value });
              touch('currency');
            }}
            error={fieldError('currency')}
          >
            {voucherCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency === 'Other' ? t('voucher.otherCurrency') : currency}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      {submitted && anyMissing && (
        <p className={styles.missing} role="alert">
          {t('voucher.problems.missing')}
        </p>
      )}
      <p className="muted small-text">{t('voucher.checkNote')}</p>
      <SubmissionError error={error} />
      <Button type="submit" size="large" block busy={busy}>
        {busy ? t('form.submitting') : t('voucher.submit')}
      </Button>
    </form>
  );
};
