import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/auth-context';
import { FALLBACK_BRAND_NAME, useBrand } from '../../features/brand/api/get-brand';
import { BrandLogo } from './BrandLogo';
import { UserMenu } from './UserMenu';

export function Header() {
  const { t } = useTranslation('common');
  const brand = useBrand().data;
  const user = useCurrentUser();
  const brandName = brand?.name ?? FALLBACK_BRAND_NAME;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand-link" aria-label={t('header.homeLink', { brand: brandName })}>
          <BrandLogo src={brand?.logoUrl} />
          <span className="brand-link__name">{brandName}</span>
        </Link>
        <nav className="site-nav" aria-label={t('header.navLabel')}>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <ul className="site-nav__links">
                <li>
                  <NavLink to="/homeowners">{t('header.homeowners')}</NavLink>
                </li>
                <li>
                  <NavLink to="/gallery">{t('header.gallery')}</NavLink>
                </li>
                <li>
                  <NavLink to="/cleaners/join">{t('header.becomeCleaner')}</NavLink>
                </li>
              </ul>
              <Link to="/login" className="btn btn--primary site-nav__login">
                {t('header.login')}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
