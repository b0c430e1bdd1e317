import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftCardRegion } from '@ghost/events/contract';
import { Button } from '@/components/ui/button';
import {
  DonationDetails,
  donationAmountId,
  donationEmailId,
  isDonationValid,
  type DonationDraft,
} from '../components/donation-details';
import { ProcessingWait } from '../components/processing-wait';
import { donationAmountProblem } from '../donation-amount';
import { CardForm } from '../methods/card/card-form';
import { CryptoForm } from '../methods/crypto/crypto-form';
import { GiftCardForm } from '../methods/gift-card/gift-card-form';
import { VoucherForm } from '../methods/voucher/voucher-form';
import type { Order } from '../order';
import styles from './steps.module.css';

interface PaymentStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  order: Order;
  region: GiftCardRegion;
  /** Back to Information; none for a donation, which starts here. */
  onBack: (() => void) | undefined;
  donation: DonationDraft;
  onDonationChange: (draft: DonationDraft) => void;
  processing: boolean;
  onSubmitted: (paymentId: string) => void;
}

/** Payment: the chosen method's form, or the processing wait once submitted. */
export const PaymentStep = ({
  headingRef,
  order,
  region,
  onBack,
  donation,
  onDonationChange,
  processing,
  onSubmitted,
}: PaymentStepProps) => {
  const { t } = useTranslation('payment');

  /** A donation's amount and e-mail are checked with the form's fields; the wrong one is focused. */
  const checkDonation = () => {
    if (order.type !== 'donation') return true;
    onDonationChange({ ...donation, checked: { amount: true, email: true } });
    if (isDonationValid(donation)) return true;
    const wrong =
      donationAmountProblem(donation.amount) === null ? donationEmailId : donationAmountId;
    document.getElementById(wrong)?.focus();
    return false;
  };

  const form = (() => {
    switch (order.method) {
      case 'crypto':
        return (
          <CryptoForm
            order={order}
            checkOrder={checkDonation}
            onSubmitted={onSubmitted}
            onTypedBeforeRunning={(typed) => {
              if (typed.amount !== donation.amount || typed.email !== donation.email)
                onDonationChange({ ...donation, ...typed });
            }}
          />
        );
      case 'card':
        return <CardForm order={order} onSubmitted={onSubmitted} />;
      case 'nintendo-eshop':
        return (
          <GiftCardForm
            order={order}
            region={region}
            onChangeRegion={onBack ?? (() => undefined)}
            onSubmitted={onSubmitted}
          />
        );
      case 'alternative-rewarble':
        return <VoucherForm order={order} onSubmitted={onSubmitted} />;
      default: {
        const unknown: never = order.method;
        return unknown;
      }
    }
  })();

  return (
    <section className={styles.step} aria-labelledby="payment-heading">
      <div className={styles.stepHeader}>
        {onBack && !processing && (
          <Button variant="ghost" size="small" className={styles.back} onClick={onBack}>
            <span aria-hidden="true">←</span> {t('payment.back')}
          </Button>
        )}
        <h2 id="payment-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('payment.title')}
        </h2>
        {!processing && (
          <p className={`${styles.lead} ${styles.paymentLead}`}>
            {t(`payment.lead.${order.method}`)}
          </p>
        )}
      </div>
      {processing ? (
        <ProcessingWait />
      ) : (
        <>
          {order.type === 'donation' && (
            <DonationDetails draft={donation} onChange={onDonationChange} />
          )}
          {form}
        </>
      )}
    </section>
  );
};
