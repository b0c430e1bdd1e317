import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface LeaveDialogProps {
  open: boolean;
  /** The tabs holding unsaved changes, in words. */
  unsaved: string;
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before a link takes the admin away from unsaved changes; staying is the default. */
export const LeaveDialog = ({ open, unsaved, onStay, onLeave }: LeaveDialogProps) => {
  const { t } = useTranslation('settings');
  return (
    <Dialog
      open={open}
      alert
      title={t('leave.title')}
      onClose={onStay}
      footer={
        <>
          <Button variant="secondary" onClick={onStay} data-autofocus>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {t('leave.leave')}
          </Button>
        </>
      }
    >
      <p>{t('leave.text', { tabs: unsaved })}</p>
    </Dialog>
  );
};
