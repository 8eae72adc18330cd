import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FALLBACK_BRAND_NAME, useBrand } from '../../features/brand/api/get-brand';
import { FooterPrivacyContact } from '../../features/legal/components/FooterPrivacyContact';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';

/** Spec section 1: the version label shown in the footer. */
export const VERSION_LABEL = 'β 0.79';

const COLUMNS = [
  {
    id: 'company',
    links: [
      { id: 'about', to: '/about' },
      { id: 'howItWorks', to: '/how-it-works' },
      { id: 'impact', to: '/impact' },
      { id: 'blog', to: '/blog' },
      { id: 'contact', to: '/contact' },
    ],
  },
  {
    id: 'homeowners',
    links: [
      { id: 'homeowners', to: '/homeowners' },
      { id: 'cleaners', to: '/cleaners' },
      { id: 'pricing', to: '/pricing' },
      { id: 'gallery', to: '/gallery' },
      { id: 'reviews', to: '/reviews' },
      { id: 'faq', to: '/faq' },
    ],
  },
  {
    id: 'cleaners',
    links: [
      { id: 'join', to: '/cleaners/join' },
      { id: 'referralProgram', to: '/referral-program' },
    ],
  },
  {
    id: 'legal',
    links: [
      { id: 'terms', to: '/terms' },
      { id: 'privacy', to: '/privacy' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const brand = useBrand().data;
  const brandName = brand?.name ?? FALLBACK_BRAND_NAME;
  const languageForced = brand?.forcedLocale != null;
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="footer-columns" aria-label={t('footer.navLabel')}>
          {COLUMNS.map((column) => (
            <div key={column.id} className="footer-column">
              <h2 className="footer-column__title">{t(`footer.columns.${column.id}.title`)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.id}>
                    <Link to={link.to}>{t(`footer.columns.${column.id}.${link.id}`)}</Link>
                  </li>
                ))}
              </ul>
              {column.id === 'legal' ? <FooterPrivacyContact /> : null}
            </div>
          ))}
        </nav>
        <div className="footer-settings">
          <ThemeSwitcher />
          {languageForced ? null : <LanguageSwitcher />}
        </div>
        <div className="footer-bottom">
          <p>{t('footer.copyright', { year, brand: brandName })}</p>
          <p className="footer-version">{VERSION_LABEL}</p>
        </div>
      </div>
    </footer>
  );
}
