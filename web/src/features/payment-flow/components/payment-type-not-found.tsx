import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { useNotFoundStatus } from '@/hooks/use-page-status';

/** /payment/{anything but ghost-eshop-pro or donation}. */
export const PaymentTypeNotFound = () => {
  const { t } = useTranslation(['payment', 'common']);
  useNotFoundStatus();
  return (
    <div className="container container--narrow empty-state">
      <h1 className="page-title empty-state__title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <ButtonLink to="/">{t('common:actions.goHome')}</ButtonLink>
    </div>
  );
};
