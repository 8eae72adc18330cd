import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { usePageTitle } from '../../../lib/use-page-title';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import { SocialSignIn } from '../components/SocialSignIn';

type Tab = 'signIn' | 'signUp';
const TABS: readonly Tab[] = ['signIn', 'signUp'];

/** /login, /auth, /register and every unknown path of a visitor: sign in or create an account. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const brandName = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const [tab, setTab] = useState<Tab>(location.pathname === '/register' ? 'signUp' : 'signIn');
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ signIn: null, signUp: null });
  usePageTitle(t(`tabs.${tab}`));

  const select = (next: Tab, focus: boolean) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  // WAI-ARIA tabs: arrows, Home and End move between the two tabs and select them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = TABS[next];
    if (target) select(target, true);
  };

  return (
    <div className="container auth-page">
      <div className="card auth-card">
        <h1 className="auth-card__title">{t('page.title', { brand: brandName })}</h1>
        <p className="auth-card__lead">{t('page.lead')}</p>
        <div className="tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
          {TABS.map((id) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[id] = element;
              }}
              id={`${baseId}-tab-${id}`}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={tab === id}
              aria-controls={`${baseId}-panel-${id}`}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => select(id, false)}
            >
              {t(`tabs.${id}`)}
            </button>
          ))}
        </div>
        {TABS.map((id) => (
          <div
            key={id}
            id={`${baseId}-panel-${id}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${id}`}
            hidden={tab !== id}
            className="tabs__panel"
          >
            {tab === id ? id === 'signIn' ? <SignInForm /> : <SignUpForm /> : null}
          </div>
        ))}
        <SocialSignIn />
      </div>
    </div>
  );
}
