import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactElement } from 'react';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { ToastProvider } from '../components/toast/ToastProvider';
import { AuthProvider } from '../features/auth/AuthProvider';
import type { AuthState } from '../features/auth/auth-machine';
import { App } from './App';
import { BusyNotices } from './BusyNotices';

/** The app with its providers, the same in the browser and on the server; only the router differs. */
export function Root(props: {
  queryClient: QueryClient;
  initialAuthState?: AuthState;
  router: (app: ReactElement) => ReactElement;
  /** Once the app's first render is on screen. */
  onCommitted?: () => void;
}) {
  const { onCommitted } = props;
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
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
  );
}
