import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { LoadingScreen } from './components/layout/LoadingScreen';
import { ToastProvider } from './components/toast/ToastProvider';
import { AuthProvider } from './features/auth/AuthProvider';
import { initI18n } from './i18n/i18n';
import { applyTheme, readTheme } from './theme/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// Before the first paint, so a saved dark theme never flashes the default one.
applyTheme(readTheme());
void initI18n();

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {/* Plain updates, not transitions: a sign-in navigates and stores the user in one render. */}
        <BrowserRouter useTransitions={false}>
          <AuthProvider>
            <Suspense fallback={<LoadingScreen />}>
              <App />
            </Suspense>
          </AuthProvider>
        </BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
