import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the page in the browser tab and for screen readers: "{title} · Ghost Payments". */
export const useDocumentTitle = (title: string | null | undefined): void => {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
};
