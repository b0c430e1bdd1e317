import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNotFoundStatus } from '@/hooks/use-page-status';

export const NotFound = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  useNotFoundStatus();
  return (
    <div className="container container--narrow empty-state">
      <h1 className="page-title empty-state__title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <ButtonLink to="/">{t('actions.goHome')}</ButtonLink>
    </div>
  );
};
