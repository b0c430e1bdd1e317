import './config/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { appVersion, appVersionStorageKey } from '@/config/app-info';
import { setUpI18n } from '@/i18n/setup';

try {
  window.localStorage.setItem(appVersionStorageKey, appVersion);
} catch {
  // private mode without storage: nothing to remember
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void setUpI18n().then(() => {
  // Rendered as a transition, the first render yields to the browser every few milliseconds
  // instead of holding a slow phone's main thread in one long task (it answers a tap sooner).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
