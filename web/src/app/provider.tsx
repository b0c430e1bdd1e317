import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig, type State, type SWRConfiguration } from 'swr';
import { isApiRequestError, swrFetcher } from '@/lib/api-client';
import { firstAnswersReadOnce } from '@/lib/first-answers';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';

/** Every read goes through SWR with the API client; client errors (4xx) are not retried. */
const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: true,
  dedupingInterval: 1000,
  errorRetryCount: 3,
  shouldRetryOnError: (error: unknown) =>
    !isApiRequestError(error) || error.error.status === 0 || error.error.status >= 500,
};

const CrashScreen = () => {
  const { t } = useTranslation();
  return (
    <main className="container container--narrow crash-screen">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.text')}</p>
      <Button
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('crash.reload')}
      </Button>
    </main>
  );
};

class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}

/**
 * The app's providers. `cache` holds the answers a server-rendered page was drawn from
 * (`swrCacheOf`), so its reads start from them instead of loading, and are not read again as the
 * page hydrates (`firstAnswersReadOnce`).
 */
export const AppProvider = ({
  children,
  cache,
}: {
  children: ReactNode;
  cache?: Map<string, State>;
}) => {
  const [config] = useState<SWRConfiguration>(() =>
    cache
      ? { ...swrConfig, provider: () => cache, use: [firstAnswersReadOnce(cache.keys())] }
      : swrConfig,
  );
  return (
    <CrashBoundary>
      <Suspense fallback={<LoadingState text="" />}>
        <SWRConfig value={config}>{children}</SWRConfig>
      </Suspense>
    </CrashBoundary>
  );
};
