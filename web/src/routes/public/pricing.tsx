import { useTranslation } from 'react-i18next';
import { PricingPage } from '@/features/pricing/components/pricing-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Route = () => {
  const { t } = useTranslation('pricing');
  useDocumentTitle(t('documentTitle'));
  return <PricingPage />;
};
export default Route;
