import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** A region that is loading: a spinner and a text, announced politely. */
export const LoadingState = ({ text }: { text?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status">
      <Spinner size="large" decorative />
      <span>{text ?? t('states.loading')}</span>
    </div>
  );
};
