import { useTranslation } from 'react-i18next';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/settings: system settings and pricing, for super admins. */
const Settings = () => {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  return <SettingsPage />;
};
export default Settings;
