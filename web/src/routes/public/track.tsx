import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { TrackingPage } from '@/features/tracking/components/tracking-page';
import { searchedIdParam } from '@/features/tracking/payment-id';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /track and /track/:paymentId: the latter looks the payment up on entry, as does /track?id=…
 * (the search form sent without scripts), whose address then becomes the former.
 */
const Route = () => {
  const { t } = useTranslation('tracking');
  const [search] = useSearchParams();
  const paymentId = useParams().paymentId ?? search.get(searchedIdParam) ?? undefined;
  useDocumentTitle(
    paymentId ? `${t('documentTitle')} · ${paymentId.toUpperCase()}` : t('documentTitle'),
  );
  return <TrackingPage requested={paymentId} />;
};
export default Route;
