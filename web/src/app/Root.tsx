import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactElement } from 'react';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { ToastProvider } from '../components/toast/ToastProvider';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { AuthState } from '../features/auth/auth-machine';
import { App } from './App';
import { BusyNotices } from './BusyNotices';
import { PageCommittedContext } from './page-committed';

/** The app with its providers, the same in the browser and on the server; only the router differs. */
export function Root(props: {
  queryClient: QueryClient;
  initialAuthState?: AuthState;
  router: (app: ReactElement) => ReactElement;
  /** Once the app's first page is on screen and live (page-committed.tsx). */
  onCommitted?: () => void;
}) {
  return (
    <PageCommittedContext value={props.onCommitted}>
      <QueryClientProvider client={props.queryClient}>
        <ToastProvider>
          <BusyNotices />
          {props.router(
            <AuthProvider initialState={props.initialAuthState}>
              <Suspense fallback={<LoadingScreen />}>
                <App />
              </Suspense>
            </AuthProvider>,
          )}
        </ToastProvider>
      </QueryClientProvider>
    </PageCommittedContext>
  );
}
