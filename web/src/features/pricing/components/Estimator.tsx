import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useDescribeError } from '../../../lib/use-describe-error';
import { formatHours } from '../../booking/booking-dates';
import { QuoteBreakdown } from '../../booking/components/QuoteBreakdown';
import { usePriceEstimate } from '../api/estimate-price';
import type { Frequency, PricingTerms, ServiceType } from '../api/types';
import { defaultChoices, ESTIMATOR_FREQUENCIES, ESTIMATOR_TYPES, exampleRateCents, hourOptions, rateProblem, SERIES_VISITS, toEstimateRequest, withCleaningType, type EstimatorChoices } from '../estimator';
import { formatAmount, formatPercent } from '../format';

const VISIT_COUNTS = Array.from({ length: SERIES_VISITS.max - SERIES_VISITS.min + 1 }, (_, i) => SERIES_VISITS.min + i);

/**
 * The /pricing estimator: the visitor's choices go to POST /api/pricing/estimate (debounced), which
 * prices them with the booking quote's function; the answer is shown as the booking form shows a quote.
 */
export function Estimator({ terms }: { terms: PricingTerms }) {
  const { t, i18n } = useTranslation(['pricing', 'bookingForm']);
  const describe = useDescribeError();
  const lang = i18n.resolvedLanguage;
  const [choices, setChoices] = useState<EstimatorChoices>(() => defaultChoices(terms, lang));
  const set = (change: Partial<EstimatorChoices>) => setChoices((c) => ({ ...c, ...change }));
  const request = useMemo(() => toEstimateRequest(choices, terms), [choices, terms]);
  const estimate = usePriceEstimate(useDebouncedValue(request, 300));

  const min = formatAmount(terms.hourlyRateCents.min, lang);
  const max = formatAmount(terms.hourlyRateCents.max, lang);
  const example = exampleRateCents(terms, choices.cleaningType);
  const problem = rateProblem(choices.rateText, terms.hourlyRateCents);
  const rateError = problem === 'invalid' ? t('estimator.rateInvalid') : problem === 'range' ? t('estimator.rateRange', { min, max }) : undefined;

  let result;
  if (request === null) result = <p className="booking-form__note">{t('estimator.fixRate')}</p>;
  else if (estimate.isError) result = <p className="field__error">{describe(estimate.error, t('estimator.failed'))}</p>;
  else if (estimate.data) result = <QuoteBreakdown quote={estimate.data.quote} />;
  else result = <p className="booking-form__note">{t('estimator.loading')}</p>;

  return (
    <section className="pricing-estimator" aria-labelledby="pricing-estimator-title">
      <div className="sf-section__head">
        <h2 id="pricing-estimator-title">{t('estimator.title')}</h2>
        <p className="sf-section__lead">{t('estimator.lead')}</p>
      </div>
      <div className="pricing-estimator__layout">
        <form className="card form pricing-estimator__form" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            label={t('estimator.cleaningType')}
            value={choices.cleaningType}
            onChange={(e) => setChoices((c) => withCleaningType(c, e.target.value as ServiceType, terms, lang))}
          >
            {ESTIMATOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`examples.types.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('estimator.rate')}
            inputMode="decimal"
            autoComplete="off"
            value={choices.rateText}
            onChange={(e) => set({ rateText: e.target.value })}
            hint={example === undefined ? t('estimator.rateHint', { min, max }) : t('estimator.rateHintExample', { amount: formatAmount(example, lang), min, max })}
            error={rateError}
          />
          <div className="pricing-estimator__pair">
            <SelectField label={t('estimator.hours')} value={String(choices.hours)} onChange={(e) => set({ hours: Number(e.target.value) })}>
              {hourOptions(terms).map((h) => (
                <option key={h} value={h}>
                  {t('estimator.hoursValue', { hours: formatHours(h, lang) })}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('estimator.frequency')} value={choices.frequency} onChange={(e) => set({ frequency: e.target.value as Frequency })}>
              {ESTIMATOR_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`estimator.frequencies.${f}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {choices.frequency === 'once' ? null : (
            <SelectField label={t('estimator.visits')} value={String(choices.visits)} onChange={(e) => set({ visits: Number(e.target.value) })}>
              {VISIT_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
          )}
          <fieldset className="pricing-estimator__options">
            <legend className="field__label">{t('estimator.options')}</legend>
            <CheckboxField
              label={t('estimator.supplies', { amount: formatAmount(terms.suppliesFeeCents, lang) })}
              checked={choices.suppliesProvided}
              onChange={(e) => set({ suppliesProvided: e.target.checked })}
            />
            <CheckboxField
              label={t('estimator.emergency', { percent: formatPercent(terms.emergencyPercent, lang) })}
              checked={choices.emergency}
              onChange={(e) => set({ emergency: e.target.checked })}
            />
            <CheckboxField
              label={t('estimator.firstBooking', { percent: formatPercent(terms.firstBookingPercent, lang) })}
              checked={choices.firstBooking}
              onChange={(e) => set({ firstBooking: e.target.checked })}
            />
            <CheckboxField label={t('estimator.taxRegistered')} checked={choices.taxRegistered} onChange={(e) => set({ taxRegistered: e.target.checked })} />
          </fieldset>
        </form>
        <div className="card pricing-estimator__result" aria-busy={(request !== null && estimate.isFetching) || undefined}>
          <h3>{t('estimator.result')}</h3>
          <div aria-live="polite" data-testid="estimate-result">
            {result}
          </div>
          {request !== null && estimate.isFetching && estimate.data ? <p className="booking-form__note">{t('estimator.updating')}</p> : null}
          <p>
            <Link className="btn btn--primary" to="/cleaners">
              {t('estimator.book')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
