import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { readLastPath } from './app/last-path';
import { Root } from './app/Root';
import { resolveRoute } from './app/route-guard';
import { preloadPage } from './app/routes';
import { serverRenderedAuthState } from './features/auth/auth-machine';
import { browserStores, readSession } from './features/auth/session-storage';
import { applySavedLanguage, initI18n } from './i18n/i18n';
import { holdEarlyClicks } from './ssr/early-clicks';
import { registerServiceWorker } from './pwa/service-worker-client';
import { readServerState } from './ssr/server-state';
import { applyTheme, readTheme, rememberThemeForServer } from './theme/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// Before the first paint, so a saved dark theme never flashes the default one.
const theme = readTheme();
applyTheme(theme);
rememberThemeForServer(theme);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Once the page is loaded and the main thread idle: its install downloads the whole app (docs/decisions.md).
registerServiceWorker();

const queryClient = createQueryClient();
const server = readServerState();
// Held from now until the app has taken the drawn page over (early-clicks.ts, page-committed.tsx).
const releaseEarlyClicks = server ? holdEarlyClicks(container) : () => {};
const stored = readSession(browserStores());
const decision = resolveRoute(window.location.pathname, stored ? { role: stored.user.role } : null, readLastPath());
// The sign-in page the server draws at an unknown address is replaced, not hydrated: hydrated, a passkey
// sign-in and a sign-in typed before the app arrived were not always carried out (docs/decisions.md).
const hydrating = server !== null && stored === null && !(decision.kind === 'page' && decision.page === 'auth');

/**
 * A server-rendered page (docs/decisions.md, "Server rendering") is hydrated by the app's first render
 * for a visitor, and replaced by it for a signed-in person (the server drew a visitor's page). Either
 * way that render must draw the same page without a loading screen: same language and texts, same
 * API answers, the page's code loaded, and the visitor drawn signed out until the start-up lookup
 * says otherwise.
 */
async function prepareServerRenderedPage(): Promise<void> {
  if (!server) {
    void initI18n();
    return;
  }
  hydrate(queryClient, server.queries);
  await Promise.all([initI18n(server), decision.kind === 'page' ? preloadPage(decision.page) : null]).catch(() => {
    // A chunk or a translation that failed to load: the app shows its loading screen and retries.
  });
}

void prepareServerRenderedPage().then(() => {
  const app = (
    <StrictMode>
      <Root
        queryClient={queryClient}
        initialAuthState={server ? serverRenderedAuthState(stored?.user ?? null) : undefined}
        // Plain updates, not transitions: a sign-in navigates and stores the user in one render.
        router={(children) => <BrowserRouter useTransitions={false}>{children}</BrowserRouter>}
        onCommitted={releaseEarlyClicks}
      />
    </StrictMode>
  );
  if (!server) {
    createRoot(container).render(app);
    return;
  }
  // The page is already on screen: the app takes it over in small slices (a transition) so that the
  // page answers taps meanwhile, instead of in long tasks.
  startTransition(() => {
    if (!hydrating) createRoot(container).render(app);
    // A visitor's page is the server's very page: React adopts it instead of drawing it again (the
    // cost of the long tasks was that redrawing). A mismatch would be drawn again by React; it is
    // logged so that the browser test of every public page (server-hydration.e2e.test.ts) fails on it.
    else hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
  void applySavedLanguage();
  // The server drew the page for a visitor: a signed-in person's data is asked for again with their session.
  if (stored) void queryClient.invalidateQueries();
});

function reportHydrationError(error: unknown): void {
  console.error('Hydration mismatch: the app did not draw the server\'s page', error);
}
