import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '@ghost/events/contract';
import { Button, buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSignedInAdmin } from '@/lib/auth/admin-session';
import { permissions } from '@/lib/auth/permissions';
import { explorerUrl } from '../explorer';
import { actionsFor, type TransactionAction } from '../row-actions';
import styles from './row-actions.module.css';

export type StartAction = (
  action: TransactionAction,
  transaction: AdminTransaction,
  from: HTMLElement,
) => void;

const variants: Record<TransactionAction, ButtonVariant> = {
  verifyPayment: 'success',
  markFailed: 'secondary',
  checkSubscription: 'secondary',
  updateSubscription: 'primary',
};

interface RowActionsProps {
  transaction: AdminTransaction;
  /** The action of this payment that is running, if any. */
  busy: TransactionAction | null;
  onAction: StartAction;
  /** Opens the payment's details; absent inside the details themselves. */
  onDetails?: (paymentId: string) => void;
  /**
   * `icons`: square buttons named by their label (shown as a tip on hover and focus), for the
   * dense table rows; `buttons`: labelled buttons, `block` as wide as their container.
   */
  look: 'icons' | 'buttons' | 'block';
  /** The explorer link; the details show it beside the TXID instead. */
  withExplorer?: boolean;
}

/** An icon button whose name is its action; the name shows as a tip on hover and focus. */
const IconButton = ({
  label,
  tone,
  children,
  ...rest
}: {
  label: string;
  tone: string;
  children: ReactNode;
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-busy'?: boolean;
  'data-action': string;
}) => (
  <button
    type="button"
    className={`${styles.icon} ${styles[tone] ?? ''}`}
    aria-label={label}
    data-tip={label}
    {...rest}
  >
    {children}
  </button>
);

/**
 * A payment's actions, one click each: those its status allows, the explorer
 * link when it has an on-chain TXID, and View Details. Each control names its action
 * (`data-action`), so focus can come back to it, or to the row, after a dialog.
 */
export const RowActions = ({
  transaction,
  busy,
  onAction,
  onDetails,
  look,
  withExplorer = true,
}: RowActionsProps) => {
  const { t } = useTranslation('transactions');
  const { user } = useSignedInAdmin();
  // Auditors read: the explorer link and the details, never an action.
  const actions = permissions.readOnly(user.role) ? [] : actionsFor(transaction);
  const explorer = withExplorer ? explorerUrl(transaction) : null;
  const start = (action: TransactionAction) => (event: MouseEvent<HTMLButtonElement>) => {
    onAction(action, transaction, event.currentTarget);
  };
  const label = (action: TransactionAction) =>
    busy === action && action === 'checkSubscription'
      ? t('actions.checking')
      : t(`actions.${action}`);

  if (look === 'icons') {
    return (
      <div className={styles.icons}>
        {actions.map((action) => (
          <IconButton
            key={action}
            label={label(action)}
            tone={action}
            disabled={busy !== null}
            aria-busy={busy === action || undefined}
            data-action={action}
            onClick={start(action)}
          >
            {busy === action ? (
              <Spinner size="small" decorative />
            ) : (
              <Icon name={action} size={18} weight={1.7} />
            )}
          </IconButton>
        ))}
        {explorer && (
          <a
            className={`${styles.icon} ${styles.link}`}
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('actions.explorerLabel')}
            data-tip={t('actions.explorer')}
            data-action="explorer"
          >
            <Icon name="explorer" size={18} weight={1.7} />
          </a>
        )}
        {onDetails && (
          <IconButton
            label={t('actions.viewDetails')}
            tone="details"
            data-action="details"
            onClick={() => {
              onDetails(transaction.id);
            }}
          >
            <Icon name="details" size={18} weight={1.7} />
          </IconButton>
        )}
      </div>
    );
  }

  return (
    <div className={[styles.buttons, look === 'block' ? styles.block : ''].join(' ')}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={variants[action]}
          busy={busy === action}
          disabled={busy !== null && busy !== action}
          data-action={action}
          onClick={start(action)}
        >
          {label(action)}
        </Button>
      ))}
      {explorer && (
        <a
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('actions.explorerLabel')}
          title={transaction.txid ?? undefined}
          data-action="explorer"
        >
          {t('actions.explorer')}
          <Icon name="explorer" size={18} weight={1.7} />
        </a>
      )}
      {onDetails && (
        <Button
          size="small"
          variant="ghost"
          data-action="details"
          onClick={() => {
            onDetails(transaction.id);
          }}
        >
          {t('actions.viewDetails')}
        </Button>
      )}
    </div>
  );
};
