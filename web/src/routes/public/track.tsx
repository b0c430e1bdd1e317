import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /track and /track/:paymentId: the latter looks the payment up on entry. */
const Route = () => {
  const { t } = useTranslation('tracking');
  const { paymentId } = useParams();
  useDocumentTitle(
    paymentId ? `${t('documentTitle')} · ${paymentId.toUpperCase()}` : t('documentTitle'),
  );
  return <TrackingPage requested={paymentId} />;
};
export default Route;
