import { useTranslation } from 'react-i18next';
import type { CryptoType } from '@ghost/events/contract';
import { CopyButton } from '@/components/ui/copy-button';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
import { useDrawnQr } from '@/features/payment-flow/posted-donation';
import { coinDetails } from './coins';
import { QuotedAmount } from './quoted-amount';
import type { QuoteState } from './quote-state';
import styles from './crypto-form.module.css';

/**
 * Where to send the coin: the QR code (first, so a phone shows it without scrolling), the amount,
 * the network, the address with copy actions and its explorer page. With a quote, the QR code
 * holds the payment link (BIP 21, EIP-681, Solana Pay: a wallet fills in the address and the
 * exact amount) and the amount in the coin can be copied beside the address; without one (no
 * rate could be had) it holds the bare address and the price is in the payment's currency.
 */
export const PayToAddress = ({
  coin,
  address,
  amount,
  quote,
}: {
  coin: CryptoType;
  address: string;
  /** The price in the payment's currency; null while a donation's amount is not typed yet. */
  amount: string | null;
  quote: { state: QuoteState; renew: () => void; renewing: boolean };
}) => {
  const { t } = useTranslation(['payment', 'common']);
  // Drawn on the server for a page without scripts (and taken as is by the running page).
  const drawn = useDrawnQr();
  // Copying needs the running page: until then (without scripts, for good) the buttons say so.
  const running = useHydrated();
  const coinName = t(`common:coins.${coin}`);
  const symbol = coinDetails[coin].symbol;
  const explorer = coinDetails[coin].explorer;
  const { state } = quote;
  const quoted = state.kind === 'quoted' || state.kind === 'expired' ? state : null;
  const answer = quoted?.quote.answer;
  const shownAddress = answer?.address ?? address;
  return (
    <div className={styles.payTo}>
      <div className={styles.qr}>
        <div className={state.kind === 'expired' ? styles.qrExpired : undefined}>
          {answer ? (
            <QrCode
              value={answer.payment_uri}
              label={t('crypto.quote.qrLabel', { amount: answer.crypto_amount, symbol })}
              drawn={drawn}
            />
          ) : (
            <QrCode value={address} label={t('crypto.qrLabel', { coin: coinName })} drawn={drawn} />
          )}
        </div>
        {answer && <p className={styles.qrCaption}>{t('crypto.quote.qrCaption')}</p>}
      </div>
      <div className={styles.details}>
        {quoted ? (
          <QuotedAmount state={quoted} onRenew={quote.renew} renewing={quote.renewing} />
        ) : (
          <p className={styles.due}>
            {t('crypto.sendLabel', { coin: coinName })}
            {amount !== null && <strong className={styles.dueAmount}>{amount}</strong>}
          </p>
        )}
        {state.kind === 'loading' && (
          <p className={styles.quoteLoading} role="status">
            <Spinner size="small" decorative />
            {t('crypto.quote.loading')}
          </p>
        )}
        <p className={styles.network}>
          <span className="muted">{t('crypto.network')}</span>{' '}
          <strong>{t(`crypto.networks.${coin}`)}</strong>
        </p>
        <div className={styles.addressBlock}>
          <p className={styles.addressLabel}>{t('crypto.address', { coin: coinName })}</p>
          <p className={styles.address}>
            <code>{shownAddress}</code>
          </p>
          <div className={styles.addressActions}>
            {state.kind === 'quoted' && (
              <CopyButton
                value={state.quote.answer.crypto_amount}
                what={t('crypto.quote.amountWhat', { symbol })}
                disabled={!running}
              />
            )}
            <CopyButton
              value={shownAddress}
              what={t('crypto.addressWhat', { coin: coinName })}
              disabled={!running}
            />
            <a href={explorer.addressUrl(shownAddress)} target="_blank" rel="noopener noreferrer">
              {t('crypto.explorer', { explorer: explorer.name })}
              <span className="visually-hidden"> {t('common:footer.externalHint')}</span>
            </a>
          </div>
        </div>
      </div>
    </div>
  );
};
