import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../../features/auth/use-sign-out';
import { FALLBACK_BRAND_NAME, useBrand } from '../../features/brand/api/get-brand';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The onboarding pages and the role choice hide the header and footer (spec section 2), but a
 * newcomer still needs a way back to the site, to switch language and to sign out (issue #14):
 * this bar is all they keep.
 */
export function OnboardingBar() {
  const { t } = useTranslation('common');
  const brand = useBrand().data;
  const signOut = useSignOut();
  const brandName = brand?.name ?? FALLBACK_BRAND_NAME;
  const languageForced = brand?.forcedLocale != null;

  return (
    <header className="onboarding-bar">
      <div className="container onboarding-bar__inner">
        <Link to="/" className="brand-link" aria-label={t('header.homeLink', { brand: brandName })}>
          <BrandLogo src={brand?.logoUrl} />
          <span className="brand-link__name">{brandName}</span>
        </Link>
        <div className="onboarding-bar__actions">
          {languageForced ? null : <LanguageSwitcher />}
          <button type="button" className="btn btn--secondary" onClick={signOut}>
            {t('userMenu.items.logout')}
          </button>
        </div>
      </div>
    </header>
  );
}
