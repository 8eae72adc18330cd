import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { PageHero } from '../../storefront/components/PageHero';
import { Icon } from '../../storefront/components/Illustrations';
import { WithPricingTerms } from '../../storefront/components/WithPricingTerms';
import type { PricingTerms } from '../api/types';
import { Estimator } from '../components/Estimator';
import { formatAmount, formatPercent, formatPermille } from '../format';
import { promoDiscountText, promoLastDay } from '../featured-promo';
import '../../booking/booking.css';
import '../../storefront/storefront.css';
import '../pricing.css';

function ExampleRates({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('pricing');
  const lang = i18n.resolvedLanguage;
  return (
    <section className="sf-section" aria-labelledby="pricing-examples">
      <h2 id="pricing-examples">{t('examples.title')}</h2>
      <ul className="pricing-rates">
        {terms.exampleHourlyRates.map((rate) => (
          <li key={rate.cleaningType} className="sf-card" data-testid={`example-rate-${rate.cleaningType}`}>
            <h3>{t(`examples.types.${rate.cleaningType}`)}</h3>
            <p className="sf-figure">{t('examples.perHour', { amount: formatAmount(rate.hourlyRateCents, lang) })}</p>
            <p>{t(`examples.descriptions.${rate.cleaningType}`, { defaultValue: '' })}</p>
          </li>
        ))}
      </ul>
      <p className="pricing-note">
        {t('examples.note', { min: formatAmount(terms.hourlyRateCents.min, lang), max: formatAmount(terms.hourlyRateCents.max, lang), hours: terms.minimumHours })}
      </p>
    </section>
  );
}

function Rules({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('pricing');
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const lang = i18n.resolvedLanguage;
  const amount = (cents: number) => formatAmount(cents, lang);
  const percent = (value: number) => formatPercent(value, lang);
  const tax = (kind: 'gst' | 'qst') => formatPermille(terms.taxes.find((x) => x.tax === kind)?.ratePermille ?? 0, lang);
  const parts: [string, string][] = [
    [t('parts.service'), t('parts.serviceText', { hours: terms.minimumHours })],
    [t('parts.supplies'), t('parts.suppliesText', { amount: amount(terms.suppliesFeeCents) })],
    [t('parts.emergency'), t('parts.emergencyText', { percent: percent(terms.emergencyPercent) })],
    [t('parts.firstBooking'), t('parts.firstBookingText', { percent: percent(terms.firstBookingPercent) })],
    [t('parts.serviceFee'), t('parts.serviceFeeText', { percent: percent(terms.serviceFeePercent) })],
  ];
  // The featured code (BIENVENUE10) only while it runs: the page never promises a code the quote would refuse.
  const promo = terms.featuredPromo;
  if (promo) {
    const lastDay = promoLastDay(promo, lang);
    const text = t('parts.promoText', { discount: promoDiscountText(promo, lang), code: promo.code });
    parts.splice(4, 0, [t('parts.promo'), lastDay ? `${text} ${t('parts.promoUntil', { date: lastDay })}` : text]);
  }
  const c = terms.cancellation;
  return (
    <>
      <section className="sf-panel" aria-labelledby="pricing-parts">
        <h2 id="pricing-parts">{t('parts.title')}</h2>
        <dl className="pricing-parts">
          {parts.map(([term, text]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
          <div>
            <dt>{t('parts.referral')}</dt>
            <dd>
              {t('parts.referralText')} <Link to="/referral-program">{t('parts.referralLink')}</Link>
            </dd>
          </div>
        </dl>
      </section>
      <div className="pricing-rules">
        <section className="sf-panel" aria-labelledby="pricing-taxes">
          <h2 id="pricing-taxes">
            <Icon name="tag" /> {t('taxes.title')}
          </h2>
          <p>{t('taxes.fee', { gst: tax('gst'), qst: tax('qst') })}</p>
          <p>{t('taxes.service')}</p>
          <p>{t('taxes.where')}</p>
        </section>
        <section className="sf-panel" aria-labelledby="pricing-payment">
          <h2 id="pricing-payment">
            <Icon name="lock" /> {t('payment.title')}
          </h2>
          <p>{t('payment.deposit', { percent: percent(terms.depositPercent) })}</p>
          <p>{t('payment.expiry', { hours: terms.requestExpiryHours })}</p>
          <p>{t('payment.remainder')}</p>
          <p>{t('payment.billedTime', { percent: percent(terms.billedTime.minimumOnSitePercent) })}</p>
          <p>{t('payment.series')}</p>
        </section>
        <section className="sf-panel" aria-labelledby="pricing-cancellation">
          <h2 id="pricing-cancellation">
            <Icon name="calendar" /> {t('cancellation.title')}
          </h2>
          <p>{t('cancellation.free', { hours: c.freeCancellationHours })}</p>
          <p>{t('cancellation.late', { hours: c.freeCancellationHours, fee: amount(c.lateCancellationFeeCents) })}</p>
          <p>{t('cancellation.cleaner', { minutes: c.cleanerLateAfterMinutes })}</p>
          <p>{t('cancellation.postpone', { hours: c.postponeHours })}</p>
        </section>
      </div>
      <section className="sf-band" aria-labelledby="pricing-cleaners">
        <h2 id="pricing-cleaners">{t('cleaners.title')}</h2>
        <p>{t('cleaners.text', { brand, percent: percent(terms.cleaners.commissionPercent) })}</p>
        <Link to="/cleaners/join">{t('cleaners.link')}</Link>
      </section>
      <p className="pricing-note">{t('currency')}</p>
    </>
  );
}

/** /pricing: example rates, an estimator priced by the booking quote itself, and every rule behind a price. */
export function PricingPage() {
  const { t } = useTranslation(['pricing', 'bookingForm', 'storefront']);
  usePageTitle(t('pricing:title'));
  return (
    <div className="sf-page">
      <PageHero id="pricing-title" title={t('pricing:title')} lead={t('pricing:lead')} />
      <WithPricingTerms>
        {(terms) => (
          <div className="container sf-page">
            <ExampleRates terms={terms} />
            <Estimator terms={terms} />
            <Rules terms={terms} />
          </div>
        )}
      </WithPricingTerms>
    </div>
  );
}
