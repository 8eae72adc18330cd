import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/auth-context';
import { FALLBACK_BRAND_NAME, useBrand } from '../../features/brand/api/get-brand';
import { BrandLogo } from './BrandLogo';
import { MobileMenu, type HeaderLink } from './MobileMenu';
import { UserMenu } from './UserMenu';
import { primaryAction } from './user-menu-items';

/** Spec section 2 (Header, logged out): the links beside the login button. */
const HEADER_LINKS: readonly HeaderLink[] = [
  { id: 'homeowners', to: '/homeowners' },
  { id: 'gallery', to: '/gallery' },
  { id: 'becomeCleaner', to: '/cleaners/join' },
];

/**
 * Wide screens get the links (or the user menu) in a row; narrow ones a compact bar with the logo,
 * the person's main action and a menu button holding the rest. Both are in the page and a media
 * query in styles/layout.css shows one, so the server-rendered page is right before any script runs.
 */
export function Header() {
  const { t } = useTranslation('common');
  const brand = useBrand().data;
  const user = useCurrentUser();
  const brandName = brand?.name ?? FALLBACK_BRAND_NAME;
  const action = primaryAction(user ? user.role : undefined);
  const actionLabel = t(`mobileMenu.primary.${action.id}`);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand-link" aria-label={t('header.homeLink', { brand: brandName })}>
          <BrandLogo src={brand?.logoUrl} />
          <span className="brand-link__name">{brandName}</span>
        </Link>
        <nav className="site-nav site-nav--wide" aria-label={t('header.navLabel')}>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <ul className="site-nav__links">
                {HEADER_LINKS.map((link) => (
                  <li key={link.id}>
                    <NavLink to={link.to}>{t(`header.${link.id}`)}</NavLink>
                  </li>
                ))}
              </ul>
              <Link to="/login" className="btn btn--primary site-nav__login">
                {t('header.login')}
              </Link>
            </>
          )}
        </nav>
        <div className="site-header__compact">
          {action.external ? (
            <a href={action.to} className="btn btn--primary site-header__action">
              {actionLabel}
            </a>
          ) : (
            <Link to={action.to} className="btn btn--primary site-header__action">
              {actionLabel}
            </Link>
          )}
          <MobileMenu user={user} links={HEADER_LINKS} />
        </div>
      </div>
    </header>
  );
}
