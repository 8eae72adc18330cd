import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import type { PricingTerms } from '../../pricing/api/types';
import { formatAmount, formatPercent } from '../../pricing/format';
import { PageHero } from '../components/PageHero';
import { StepsArt } from '../components/Illustrations';
import { WithPricingTerms } from '../components/WithPricingTerms';
import '../storefront.css';

const CLIENT_STEPS = ['account', 'choose', 'request', 'deposit', 'messages', 'visit', 'remainder', 'review'] as const;
const CLEANER_STEPS = ['signUp', 'quickStart', 'readyToWork', 'verification', 'payouts', 'accept', 'punch', 'paid'] as const;
const MONEY_STEPS = ['request', 'accepted', 'done', 'friday'] as const;

function Steps({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('storefront');
  const lang = i18n.resolvedLanguage;
  const values = {
    hours: terms.minimumHours,
    percent: formatPercent(terms.depositPercent, lang),
    min: formatAmount(terms.hourlyRateCents.min, lang),
    max: formatAmount(terms.hourlyRateCents.max, lang),
    commission: formatPercent(terms.cleaners.commissionPercent, lang),
    fee: formatAmount(terms.cleaners.instantPayoutFeeCents, lang),
  };
  // The answer window is its own figure: "hours" of the deposit and accept steps.
  const withExpiry = { ...values, hours: terms.requestExpiryHours };
  const valuesOf = (key: string) => (key === 'deposit' || key === 'accept' ? withExpiry : values);
  return (
    <div className="container sf-page">
      <nav aria-label={t('howItWorks.nav')}>
        <ul className="sf-toc">
          <li>
            <a href="#how-clients">{t('howItWorks.clients.title')}</a>
          </li>
          <li>
            <a href="#how-cleaners">{t('howItWorks.cleaners.title')}</a>
          </li>
          <li>
            <a href="#how-money">{t('howItWorks.money.title')}</a>
          </li>
        </ul>
      </nav>
      <div className="sf-columns">
        <section className="sf-panel" aria-labelledby="how-clients">
          <h2 id="how-clients">{t('howItWorks.clients.title')}</h2>
          <ol className="sf-steps">
            {CLIENT_STEPS.map((key) => (
              <li key={key}>
                <div>
                  <h3>{t(`howItWorks.clients.${key}.title`, valuesOf(key))}</h3>
                  <p>{t(`howItWorks.clients.${key}.text`, valuesOf(key))}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section className="sf-panel" aria-labelledby="how-cleaners">
          <h2 id="how-cleaners">{t('howItWorks.cleaners.title')}</h2>
          <ol className="sf-steps">
            {CLEANER_STEPS.map((key) => (
              <li key={key}>
                <div>
                  <h3>{t(`howItWorks.cleaners.${key}.title`)}</h3>
                  <p>{t(`howItWorks.cleaners.${key}.text`, valuesOf(key))}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section className="sf-section" aria-labelledby="how-money">
        <h2 id="how-money">{t('howItWorks.money.title')}</h2>
        <ol className="sf-timeline">
          {MONEY_STEPS.map((key) => (
            <li key={key}>
              <h3>{t(`howItWorks.money.${key}.title`)}</h3>
              <p>{t(`howItWorks.money.${key}.text`, values)}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="sf-actions">
        <Link className="btn btn--primary btn--large" to="/cleaners">
          {t('cta.findCleaner')}
        </Link>
        <Link className="btn btn--secondary btn--large" to="/pricing">
          {t('cta.seePricing')}
        </Link>
        <Link className="btn btn--secondary btn--large" to="/cleaners/join">
          {t('cta.becomeCleaner')}
        </Link>
      </div>
    </div>
  );
}

/** /how-it-works: the steps for clients and for cleaners, and when the money moves. */
export function HowItWorksPage() {
  const { t } = useTranslation('storefront');
  usePageTitle(t('howItWorks.title'));
  return (
    <div className="sf-page">
      <PageHero id="how-title" title={t('howItWorks.title')} lead={t('howItWorks.lead')} art={<StepsArt label={t('howItWorks.illustration')} />} />
      <WithPricingTerms>{(terms) => <Steps terms={terms} />}</WithPricingTerms>
    </div>
  );
}
