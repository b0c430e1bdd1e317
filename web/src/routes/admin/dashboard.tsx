import { useTranslation } from 'react-i18next';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/dashboard. */
const Route = () => {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  return <DashboardScreen />;
};
export default Route;
