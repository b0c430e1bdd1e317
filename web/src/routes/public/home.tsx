import { useTranslation } from 'react-i18next';
import { HomePage } from '@/features/home/components/home-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Route = () => {
  const { t } = useTranslation('home');
  useDocumentTitle(t('documentTitle'));
  return <HomePage />;
};
export default Route;
