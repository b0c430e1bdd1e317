import { useTranslation } from 'react-i18next';
import type { AdminTransactionDetail } from '@ghost/events/contract';
import { formatDateTime } from '@/lib/format/dates';
import { explorerUrl } from '../explorer';
import { groupedCode, voucherOf } from '../payment-codes';
import { ChainCheckSection } from './chain-check-section';
import { Copyable } from './copyable';
import { DetailField, DetailSection } from './detail-parts';
import { GiftCardCodes } from './gift-card-codes';
import type { PaymentLabels } from './use-payment-labels';
import styles from './detail-fields.module.css';

const Field = DetailField;
const Section = DetailSection;

/**
 * Every field of the admin entity (its ID, status and amount head the details),
 * grouped: the payment, the payer, the proof (TXID with its explorer, gift-card codes masked
 * unless an admin reveals them, the voucher read from its code, the card provider and whether the
 * processor's token is held: never the token), a quoted crypto payment's chain check, and its
 * progress.
 */
export const DetailFields = ({
  detail,
  labels,
}: {
  detail: AdminTransactionDetail;
  labels: PaymentLabels;
}) => {
  const { t, i18n } = useTranslation('transactions');
  const { t: common } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('detail.yes') : t('detail.no'));
  const explorer = explorerUrl(detail);
  const voucher = voucherOf(detail.payment_code);
  const reference =
    detail.payment_method === 'nintendo-eshop' || detail.payment_method.startsWith('alternative');
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;

  return (
    <div className={styles.sections}>
      <Section title={t('detail.sections.payment')}>
        <Field label={t('detail.fields.type')}>{labels.type(detail.type)}</Field>
        <Field label={t('detail.fields.method')}>{labels.method(detail.payment_method)}</Field>
        {detail.crypto_type && (
          <Field label={t('detail.fields.cryptoType')}>
            {labels.coin(detail.crypto_type)} ({detail.crypto_type.toUpperCase()})
          </Field>
        )}
        {detail.region && (
          <Field label={t('detail.fields.region')}>{labels.region(detail.region)}</Field>
        )}
        {detail.subscription_duration && (
          <Field label={t('detail.fields.duration')}>
            {labels.duration(detail.subscription_duration)}
          </Field>
        )}
        <Field label={t('detail.fields.created')}>{when(detail.created_at)}</Field>
        <Field label={t('detail.fields.updated')}>{when(detail.updated_at)}</Field>
      </Section>

      <Section title={t('detail.sections.payer')}>
        <Field label={t('detail.fields.username')}>
          {detail.user_username ?? <span className="muted">{t('list.anonymous')}</span>}
        </Field>
        <Field label={t('detail.fields.email')}>
          {detail.user_email ? (
            <Copyable value={detail.user_email} what={t('copy.email')} code={false} />
          ) : (
            <span className="muted">{t('detail.none')}</span>
          )}
        </Field>
      </Section>

      <Section title={t('detail.sections.proof')}>
        <Field label={reference ? t('detail.fields.reference') : t('detail.fields.txid')}>
          {detail.txid ? (
            <span className={styles.stack}>
              <Copyable value={detail.txid} what={t('copy.txid')} />
              {explorer && (
                <a href={explorer} target="_blank" rel="noopener noreferrer">
                  {t('detail.explorerLink')}
                  <span className="visually-hidden"> {common('footer.externalHint')}</span>
                </a>
              )}
            </span>
          ) : (
            <span className="muted">{t('actions.noTxid')}</span>
          )}
        </Field>
        {detail.gift_card_codes.length > 0 && (
          <Field label={t('detail.fields.giftCards')}>
            <GiftCardCodes key={detail.id} paymentId={detail.id} masked={detail.gift_card_codes} />
          </Field>
        )}
        {voucher && (
          <>
            <Field label={t('detail.fields.voucherCode')}>
              <Copyable
                value={voucher.code}
                shown={groupedCode(voucher.code)}
                what={t('copy.voucher')}
              />
            </Field>
            {voucher.type && <Field label={t('detail.fields.voucherType')}>{voucher.type}</Field>}
            {voucher.amount !== null && (
              <Field label={t('detail.fields.voucherValue')}>
                {labels.money(voucher.amount, voucher.currency ?? '')}
              </Field>
            )}
            {voucher.pinProvided !== null && (
              <Field label={t('detail.fields.pin')}>
                {voucher.pinProvided ? t('detail.pinGiven') : t('detail.pinNotGiven')}
              </Field>
            )}
          </>
        )}
        {detail.payment_method === 'card' && (
          <>
            <Field label={t('detail.fields.provider')}>
              {detail.payment_provider
                ? labels.provider(detail.payment_provider)
                : t('detail.none')}
            </Field>
            <Field label={t('detail.fields.processor')}>
              {detail.processor ?? t('detail.none')}
            </Field>
            <Field label={t('detail.fields.ipnToken')}>
              {detail.payment_ipn_token ? t('detail.present') : t('detail.none')}
            </Field>
          </>
        )}
      </Section>

      {detail.chain_check && (
        <ChainCheckSection check={detail.chain_check} coin={detail.crypto_type} />
      )}

      <Section title={t('detail.sections.progress')}>
        <Field label={t('detail.fields.paymentVerified')}>{yesNo(detail.payment_verified)}</Field>
        {detail.type === 'ghost-eshop-pro' && (
          <Field label={t('detail.fields.subscriptionUpdated')}>
            {yesNo(detail.subscription_updated)}
          </Field>
        )}
        <Field label={t('detail.fields.notes')}>
          {detail.notes ? (
            <span className={styles.notes}>{detail.notes}</span>
          ) : (
            <span className="muted">{t('detail.none')}</span>
          )}
        </Field>
      </Section>
    </div>
  );
};
