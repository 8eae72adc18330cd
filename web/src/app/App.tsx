import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/layout/LoadingScreen';
import { useAuth } from '../features/auth/auth-context';
import { useBrand } from '../features/brand/api/get-brand';
import { forceLanguage } from '../i18n/i18n';
import { asLanguage } from '../i18n/languages';
import { AppShell } from './AppShell';
import { useRegionRedirect } from './use-region-redirect';

export function App() {
  // Suspends (root fallback: the loading screen) until the common texts are loaded.
  const { i18n } = useTranslation('common');
  const brand = useBrand();
  const { state } = useAuth();
  const forced = brand.data?.forcedLocale ?? null;
  const language = asLanguage(i18n.language) ?? 'fr';

  useEffect(() => {
    if (forced) void forceLanguage(forced);
  }, [forced]);

  useRegionRedirect(brand.data, language);

  const waitingForForcedLanguage = forced !== null && language !== forced;
  if (state.status === 'loading' || brand.isPending || waitingForForcedLanguage) return <LoadingScreen />;
  return <AppShell />;
}
