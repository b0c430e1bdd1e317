import { useTranslation } from 'react-i18next';
import { LoginScreen } from '@/features/admin-auth/components/login-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin: the admin sign-in. */
const Route = () => {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginScreen />;
};
export default Route;
