import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import type { PricingTerms } from '../../pricing/api/types';
import { formatPercent } from '../../pricing/format';
import { HomeownerArt, Icon, type IconName } from '../components/Illustrations';
import { PageHero } from '../components/PageHero';
import { TrustSignals } from '../components/TrustSignals';
import { WithPricingTerms } from '../components/WithPricingTerms';
import '../storefront.css';

const BENEFITS: readonly { key: string; icon: IconName }[] = [
  { key: 'price', icon: 'tag' },
  { key: 'firstBooking', icon: 'sparkle' },
  { key: 'deposit', icon: 'lock' },
  { key: 'recurring', icon: 'repeat' },
  { key: 'services', icon: 'star' },
  { key: 'messages', icon: 'chat' },
];

function Content({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('storefront');
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const lang = i18n.resolvedLanguage;
  const percentOf = (key: string) =>
    formatPercent(key === 'price' ? terms.serviceFeePercent : key === 'firstBooking' ? terms.firstBookingPercent : terms.depositPercent, lang);
  return (
    <div className="container sf-page">
      <section className="sf-section" aria-labelledby="homeowners-benefits">
        <h2 id="homeowners-benefits">{t('homeowners.benefits.title', { brand })}</h2>
        <ul className="sf-grid">
          {BENEFITS.map(({ key, icon }) => (
            <li key={key} className="sf-card">
              <h3>
                <Icon name={icon} />
                {t(`homeowners.benefits.${key}.title`, { percent: percentOf(key) })}
              </h3>
              <p>{t(`homeowners.benefits.${key}.text`, { percent: percentOf(key), fee: percentOf(key) })}</p>
            </li>
          ))}
        </ul>
      </section>
      <TrustSignals terms={terms} headingId="homeowners-trust" title={t('homeowners.trustTitle')} />
      <section className="sf-band" aria-labelledby="homeowners-more">
        <h2 id="homeowners-more">{t('homeowners.more.title')}</h2>
        <p>{t('homeowners.more.text')}</p>
        <ul className="sf-toc">
          <li>
            <Link to="/how-it-works">{t('cta.howItWorks')}</Link>
          </li>
          <li>
            <Link to="/pricing">{t('cta.seePricing')}</Link>
          </li>
          <li>
            <Link to="/faq">{t('cta.faq')}</Link>
          </li>
          <li>
            <Link to="/referral-program">{t('cta.referral')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** /homeowners: the landing page for clients (benefits, guarantees, a way to search). */
export function HomeownersPage() {
  const { t } = useTranslation('storefront');
  usePageTitle(t('homeowners.title'));
  return (
    <div className="sf-page">
      <PageHero id="homeowners-title" title={t('homeowners.title')} lead={t('homeowners.lead')} art={<HomeownerArt label={t('homeowners.illustration')} />}>
        <div className="sf-actions">
          <Link className="btn btn--primary btn--large" to="/cleaners">
            {t('cta.findCleaner')}
          </Link>
          <Link className="btn btn--secondary btn--large" to="/pricing">
            {t('cta.seePricing')}
          </Link>
        </div>
      </PageHero>
      <WithPricingTerms>{(terms) => <Content terms={terms} />}</WithPricingTerms>
    </div>
  );
}
