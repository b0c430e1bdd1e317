import { useTranslation } from 'react-i18next';
import { CardPaymentsPage } from '@/features/card-payments/components/card-payments-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/card-payments: card payments awaiting verification. */
const CardPayments = () => {
  const { t } = useTranslation('cardPayments');
  useDocumentTitle(t('title'));
  return <CardPaymentsPage />;
};
export default CardPayments;
