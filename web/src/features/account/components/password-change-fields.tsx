import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import type { usePasswordChange } from './use-password-change';

interface PasswordChangeFieldsProps {
  change: ReturnType<typeof usePasswordChange>;
  /** The label of the current password: "Current password", or the one-time one's. */
  currentLabel: string;
}

/** The three fields of a password change: the current password, the new one, and it again. */
export const PasswordChangeFields = ({ change, currentLabel }: PasswordChangeFieldsProps) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        {...change.fieldProps('current')}
        data-autofocus
        label={currentLabel}
        autoComplete="current-password"
      />
      <TextField
        {...change.fieldProps('next')}
        label={t('account.changePassword.new')}
        hint={t('account.changePassword.newHint')}
        autoComplete="new-password"
      />
      <TextField
        {...change.fieldProps('again')}
        label={t('account.changePassword.confirm')}
        autoComplete="new-password"
      />
    </>
  );
};
