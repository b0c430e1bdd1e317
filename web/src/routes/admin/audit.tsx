import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { viewOf } from '@/features/audit/audit-views';
import { AuditScreen } from '@/features/audit/components/audit-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/audit (issue 14): the auditors' screen, its view named in the address (`?view=`). */
const Route = () => {
  const { t } = useTranslation('audit');
  const [params] = useSearchParams();
  const view = viewOf(params);
  useDocumentTitle(`${t(`views.${view}`)} · ${t('title')}`);
  return <AuditScreen view={view} />;
};
export default Route;
