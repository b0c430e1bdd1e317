import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import { formatMoney } from '@/lib/format/money';
import { optionalEmailProblem } from '../account-details';
import { donationAmountProblem, donationMinimum, donationStep } from '../donation-amount';
import { donationFormFields, donationFormId } from '../posted-donation';
import { useEmailCheck } from '../use-email-check';
import { leavingForSubmit } from '../use-touched';
import styles from './donation-details.module.css';

export interface DonationDraft {
  amount: string;
  /** Optional: where the e-mails about the donation go. */
  email: string;
  /** The visitor left the field or tried to submit: its problem is shown. */
  checked: { amount: boolean; email: boolean };
}

export const donationAmountId = 'donation-amount';
export const donationEmailId = 'donation-email';

/** True when the donation can be submitted: an amount of at least 1, a well-formed e-mail. */
export const isDonationValid = (draft: DonationDraft): boolean =>
  donationAmountProblem(draft.amount) === null && optionalEmailProblem(draft.email) === undefined;

/** A donation's amount, typed by the visitor in USD, and an optional e-mail. */
export const DonationDetails = ({
  draft,
  onChange,
}: {
  draft: DonationDraft;
  onChange: (draft: DonationDraft) => void;
}) => {
  const { t, i18n } = useTranslation('payment');
  const minimum = { amount: formatMoney(donationMinimum, 'USD', i18n.language) };
  const problem = donationAmountProblem(draft.amount);
  const emailProblem = optionalEmailProblem(draft.email, useEmailCheck());
  return (
    <div className={styles.details}>
      <TextField
        id={donationAmountId}
        name={donationFormFields.amount}
        form={donationFormId}
        label={t('donation.amount')}
        hint={t('donation.amountHint', minimum)}
        required
        type="number"
        inputMode="decimal"
        min={donationMinimum}
        step={donationStep}
        className={styles.amount}
        value={draft.amount}
        onChange={(event) => {
          onChange({ ...draft, amount: event.target.value });
        }}
        onBlur={(event) => {
          if (!leavingForSubmit(event))
            onChange({ ...draft, checked: { ...draft.checked, amount: true } });
        }}
        error={
          draft.checked.amount && problem ? t(`donation.problems.${problem}`, minimum) : undefined
        }
      />
      <TextField
        label={t('donation.email')}
        hint={t('donation.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        id={donationEmailId}
        name={donationFormFields.email}
        form={donationFormId}
        value={draft.email}
        onChange={(event) => {
          onChange({ ...draft, email: event.target.value });
        }}
        onBlur={(event) => {
          if (!leavingForSubmit(event))
            onChange({ ...draft, checked: { ...draft.checked, email: true } });
        }}
        error={draft.checked.email && emailProblem ? t('donation.emailInvalid') : undefined}
      />
    </div>
  );
};
