import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a render on the server puts the page's title, for the HTML's <title> (a page read
 * without scripts, or before they run, is named too). None in the browser, which sets it itself.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Names the page in the browser tab and for screen readers: "{title} · Ghost Payments". */
export const useDocumentTitle = (title: string | null | undefined): void => {
  const { t } = useTranslation();
  const appName = t('appName');
  const full = title ? `${title} · ${appName}` : appName;
  useContext(DocumentTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
};
