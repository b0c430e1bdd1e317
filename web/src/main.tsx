import './config/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { AppProvider } from '@/app/provider';
import { AppRouter, loadRenderedPage } from '@/app/router';
import { appVersion, appVersionStorageKey } from '@/config/app-info';
import { setUpI18n, storedLanguage } from '@/i18n/setup';
import { readFirstRender } from '@/lib/first-render';
import { swrCacheOf } from '@/lib/first-answers';

try {
  window.localStorage.setItem(appVersionStorageKey, appVersion);
} catch {
  // private mode without storage: nothing to remember
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const first = readFirstRender();
const chosen = storedLanguage();
// The server renders in the language chosen in the menu (its cookie), else the browser's: a choice
// stored before the cookie existed is rendered here afresh rather than hydrated, since the server's
// text would not match it.
if (first && (chosen === null || chosen === first.language)) {
  // Hydrated in the server's language, from the answers it drew the page with, once the page's
  // code and texts are here: the first client render then matches the server's HTML.
  void setUpI18n(first.language)
    .then(() => loadRenderedPage(window.location.pathname))
    .then(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AppProvider cache={swrCacheOf(first.answers)}>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      );
    });
} else {
  void setUpI18n().then(() => {
    // Rendered as a transition, the first render yields to the browser every few milliseconds
    // instead of holding a slow phone's main thread in one long task (it answers a tap sooner).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProvider {...(first && { cache: swrCacheOf(first.answers) })}>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      );
    });
  });
}
