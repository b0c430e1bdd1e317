import { useTranslation } from 'react-i18next';
import { UsersPage } from '@/features/users/components/users-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/users: the admin accounts. */
const Users = () => {
  const { t } = useTranslation('users');
  useDocumentTitle(t('title'));
  return <UsersPage />;
};
export default Users;
