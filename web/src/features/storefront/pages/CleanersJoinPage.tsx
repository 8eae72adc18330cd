import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { FALLBACK_BRAND_NAME, useBrand } from '../../brand/api/get-brand';
import { usePriceEstimate } from '../../pricing/api/estimate-price';
import type { PricingEstimateRequest, PricingTerms } from '../../pricing/api/types';
import { hourOptions, parseRateCents, rateProblem, rateTextOf } from '../../pricing/estimator';
import { formatAmount, formatPercent } from '../../pricing/format';
import { formatHours } from '../../booking/booking-dates';
import { formatMoney } from '../../booking/money';
import { CleanerSuppliesArt } from '../../../components/art/CleanerSuppliesArt';
import { Icon, type IconName } from '../components/Illustrations';
import { PageHero } from '../components/PageHero';
import { WithPricingTerms } from '../components/WithPricingTerms';
import '../../booking/booking.css';
import '../storefront.css';

const BENEFITS: readonly { key: string; icon: IconName }[] = [
  { key: 'rate', icon: 'tag' },
  { key: 'weekly', icon: 'coins' },
  { key: 'commission', icon: 'shield' },
  { key: 'lateCancellation', icon: 'calendar' },
  { key: 'schedule', icon: 'clock' },
  { key: 'nearby', icon: 'map' },
];
const REQUIREMENTS = ['age', 'id', 'background', 'bank', 'phone'] as const;
const STEPS = ['account', 'quickStart', 'readyToWork', 'verification', 'first'] as const;
/** The spec's example rate for a deep cleaning, as a starting point. */
const EXAMPLE_RATE_CENTS = 3500;

/** Where the call to action leads: sign-up for visitors, the role choice, the onboarding, or nothing for clients. */
function SignUpAction() {
  const { t } = useTranslation('storefront');
  const user = useCurrentUser();
  if (!user) {
    return (
      <Link className="btn btn--primary btn--large" to="/register">
        {t('join.signUp')}
      </Link>
    );
  }
  if (user.role === null) {
    return (
      <Link className="btn btn--primary btn--large" to="/auth/select-role">
        {t('join.chooseRole')}
      </Link>
    );
  }
  if (user.role === 'cleaner') {
    return (
      <Link className="btn btn--primary btn--large" to="/onboarding">
        {t('join.continueOnboarding')}
      </Link>
    );
  }
  return <p className="sf-hero__note">{t('join.clientNote')}</p>;
}

/** What a cleaner receives for one visit: the payouts module's own rule, through the public estimate. */
function EarningsExample({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('storefront');
  const describe = useDescribeError();
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const lang = i18n.resolvedLanguage;
  const resultId = useId();
  const [rateText, setRateText] = useState(() => rateTextOf(EXAMPLE_RATE_CENTS, lang));
  const [hours, setHours] = useState(terms.minimumHours);
  const [taxRegistered, setTaxRegistered] = useState(false);
  const problem = rateProblem(rateText, terms.hourlyRateCents);
  const min = formatAmount(terms.hourlyRateCents.min, lang);
  const max = formatAmount(terms.hourlyRateCents.max, lang);
  const request = useMemo<PricingEstimateRequest | null>(() => {
    const cents = parseRateCents(rateText);
    if (cents === null || problem) return null;
    return { cleaningType: 'regular', hourlyRateCents: cents, hours, frequency: 'once', firstBooking: false, cleanerTaxRegistered: { gst: taxRegistered, qst: taxRegistered } };
  }, [rateText, problem, hours, taxRegistered]);
  const estimate = usePriceEstimate(useDebouncedValue(request, 300));
  const share = estimate.data?.cleanerShare;
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <section className="sf-panel" aria-labelledby="join-earnings">
      <div>
        <h2 id="join-earnings">{t('join.earnings.title')}</h2>
        <p className="sf-section__lead">{t('join.earnings.lead')}</p>
      </div>
      <form className="form form--inline" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('join.earnings.rate')}
          inputMode="decimal"
          autoComplete="off"
          value={rateText}
          onChange={(e) => setRateText(e.target.value)}
          hint={t('pricing:estimator.rateHint', { min, max })}
          error={problem === 'invalid' ? t('pricing:estimator.rateInvalid') : problem === 'range' ? t('pricing:estimator.rateRange', { min, max }) : undefined}
        />
        <SelectField label={t('join.earnings.hours')} value={String(hours)} onChange={(e) => setHours(Number(e.target.value))}>
          {hourOptions(terms).map((h) => (
            <option key={h} value={h}>
              {t('pricing:estimator.hoursValue', { hours: formatHours(h, lang) })}
            </option>
          ))}
        </SelectField>
        <CheckboxField label={t('join.earnings.taxRegistered')} checked={taxRegistered} onChange={(e) => setTaxRegistered(e.target.checked)} />
      </form>
      <div id={resultId} aria-live="polite" aria-busy={estimate.isFetching || undefined}>
        {request === null ? null : estimate.isError ? (
          <p className="field__error">{describe(estimate.error, t('join.earnings.failed'))}</p>
        ) : share ? (
          <dl className="booking-quote__lines" data-testid="earnings-example">
            <div className="booking-quote__line">
              <dt>{t('join.earnings.gross')}</dt>
              <dd>{money(share.grossCents)}</dd>
            </div>
            <div className="booking-quote__line">
              <dt>{t('join.earnings.commission', { brand, percent: formatPercent(terms.cleaners.commissionPercent, lang) })}</dt>
              <dd>{money(-share.commissionCents)}</dd>
            </div>
            {share.taxCents ? (
              <div className="booking-quote__line">
                <dt>{t('join.earnings.taxes')}</dt>
                <dd>{money(share.taxCents)}</dd>
              </div>
            ) : null}
            <div className="booking-quote__line booking-quote__line--strong">
              <dt>{t('join.earnings.amount')}</dt>
              <dd>{money(share.amountCents)}</dd>
            </div>
          </dl>
        ) : (
          <p className="booking-form__note">{t('join.earnings.loading')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * Who funds what (issue #40: the page promised the cleaner gives up nothing but the commission). The
 * ledger's rule (modules/payouts/domain/earning.ts bookingEarning): a client's discount (first booking,
 * promo code, referral credit) lowers the service billed, which the cleaner and the platform share as
 * they share the service; a cleaner's referral reward is the platform's; tips are the cleaner's. The
 * example is the public estimate of a first booking, computed by that rule.
 */
function Funding({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('storefront');
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const lang = i18n.resolvedLanguage;
  const hours = terms.minimumHours;
  const request = useMemo<PricingEstimateRequest>(
    () => ({ cleaningType: 'regular', hourlyRateCents: EXAMPLE_RATE_CENTS, hours, frequency: 'once', firstBooking: true, cleanerTaxRegistered: { gst: false, qst: false } }),
    [hours],
  );
  const share = usePriceEstimate(request).data?.cleanerShare;
  const values = {
    brand,
    first: formatPercent(terms.firstBookingPercent, lang),
    percent: formatPercent(terms.cleaners.commissionPercent, lang),
    cleanerShare: formatPercent(100 - terms.cleaners.commissionPercent, lang),
  };
  return (
    <section className="sf-section" aria-labelledby="join-funding" data-testid="join-funding">
      <h2 id="join-funding">{t('join.funding.title')}</h2>
      <p className="sf-section__lead">{t('join.funding.lead')}</p>
      <ul className="sf-list">
        <li>{t('join.funding.discounts', values)}</li>
        <li>{t('join.funding.cleanerReferral', values)}</li>
        <li>{t('join.funding.tips', values)}</li>
      </ul>
      {share ? (
        <p>
          {t('join.funding.example', {
            ...values,
            price: formatMoney(EXAMPLE_RATE_CENTS * hours, lang),
            discounted: formatMoney(share.grossCents, lang),
            amount: formatMoney(share.amountCents, lang),
          })}
        </p>
      ) : null}
    </section>
  );
}

function Content({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation('storefront');
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  const lang = i18n.resolvedLanguage;
  const values = {
    brand,
    min: formatAmount(terms.hourlyRateCents.min, lang),
    max: formatAmount(terms.hourlyRateCents.max, lang),
    percent: formatPercent(terms.cleaners.commissionPercent, lang),
    hours: terms.cancellation.freeCancellationHours,
  };
  const feeOf = (key: string) => formatAmount(key === 'weekly' ? terms.cleaners.instantPayoutFeeCents : terms.cancellation.lateCancellationFeeCents, lang);
  return (
    <div className="container sf-page">
      <section className="sf-section" aria-labelledby="join-benefits">
        <h2 id="join-benefits">{t('join.benefits.title', { brand })}</h2>
        <ul className="sf-grid">
          {BENEFITS.map(({ key, icon }) => (
            <li key={key} className="sf-card">
              <h3>
                <Icon name={icon} />
                {t(`join.benefits.${key}.title`)}
              </h3>
              <p>{t(`join.benefits.${key}.text`, { ...values, fee: feeOf(key) })}</p>
            </li>
          ))}
        </ul>
      </section>
      <Funding terms={terms} />
      <div className="sf-columns">
        <EarningsExample terms={terms} />
        <section className="sf-panel" aria-labelledby="join-requirements">
          <h2 id="join-requirements">{t('join.requirements.title')}</h2>
          <ul className="sf-list">
            {REQUIREMENTS.map((key) => (
              <li key={key}>{t(`join.requirements.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="sf-section" aria-labelledby="join-steps">
        <h2 id="join-steps">{t('join.steps.title')}</h2>
        <ol className="sf-steps sf-steps--plain">
          {STEPS.map((key) => (
            <li key={key}>
              <p>{t(`join.steps.${key}`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="sf-band" aria-label={t('cta.referral')}>
        <p>
          {t('join.referral')} <Link to="/referral-program">{t('cta.referral')}</Link>
        </p>
        <div className="sf-actions">
          <SignUpAction />
          <Link className="btn btn--secondary btn--large" to="/how-it-works">
            {t('cta.howItWorks')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** /cleaners/join: the landing page for cleaners (earnings, requirements, steps, sign-up). */
export function CleanersJoinPage() {
  const { t, i18n } = useTranslation(['storefront', 'pricing', 'common']);
  const brand = useBrand().data?.name ?? FALLBACK_BRAND_NAME;
  usePageTitle(t('common:pages.cleaners-join'));
  return (
    <WithPricingTerms>
      {(terms) => {
        const title = t('join.title', { amount: formatAmount(terms.cleaners.earnUpToHourlyCents, i18n.resolvedLanguage) });
        return (
          <div className="sf-page">
            <PageHero id="join-title" title={title} lead={t('join.lead', { brand })} art={<CleanerSuppliesArt />}>
              <div className="sf-actions">
                <SignUpAction />
              </div>
            </PageHero>
            <Content terms={terms} />
          </div>
        );
      }}
    </WithPricingTerms>
  );
}
