import { useTranslation } from 'react-i18next';
import type { BookingQuote } from '../api/types';
import { formatHours } from '../booking-dates';
import { formatMoney } from '../money';
import { seriesPrice } from '../series-price';

function Line({ label, cents, negative = false, strong = false }: { label: string; cents: number; negative?: boolean; strong?: boolean }) {
  const { i18n } = useTranslation();
  const amount = formatMoney(negative ? -cents : cents, i18n.resolvedLanguage);
  return (
    <div className={strong ? 'booking-quote__line booking-quote__line--strong' : 'booking-quote__line'}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

/** The price of one visit, and of the whole series when there are several. */
export function QuoteBreakdown({ quote }: { quote: BookingQuote }) {
  const { t, i18n } = useTranslation('bookingForm');
  const lang = i18n.resolvedLanguage;
  const series = quote.visits > 1;
  const sp = seriesPrice(quote);
  const split = sp?.split ?? false;
  const serviceLabel =
    quote.mode === 'hourly'
      ? t('quote.serviceHourly', { hours: formatHours(quote.hours, lang), rate: formatMoney(quote.rateCents, lang) })
      : t('quote.serviceFixed');
  return (
    <div className="booking-quote">
      {series ? <h3 className="booking-quote__title">{split ? t('quote.firstVisit') : t('quote.perVisit')}</h3> : null}
      <dl className="booking-quote__lines">
        <Line label={serviceLabel} cents={quote.serviceCents} />
        {quote.cleaningFeeCents ? <Line label={t('quote.cleaningFee')} cents={quote.cleaningFeeCents} /> : null}
        {quote.emergencyFeeCents ? <Line label={t('quote.emergencyFee')} cents={quote.emergencyFeeCents} /> : null}
        {quote.discounts.map((d) => (
          <Line key={d.kind} label={t(`quote.discount.${d.kind}`)} cents={d.amountCents} negative />
        ))}
        <Line label={t('quote.serviceFee')} cents={quote.serviceFeeCents} />
        <Line label={t('quote.gst')} cents={quote.gstCents} />
        <Line label={t('quote.qst')} cents={quote.qstCents} />
        <Line label={split ? t('quote.firstVisitTotal') : series ? t('quote.totalPerVisit') : t('quote.total')} cents={quote.totalCents} strong />
        <Line label={series ? t('quote.visitDeposit') : t('quote.deposit')} cents={quote.depositCents} />
        <Line label={t('quote.remainder')} cents={quote.remainderCents} />
        {sp && split ? <Line label={t('quote.laterVisitsTotal', { count: sp.laterVisits, from: 2, to: quote.visits })} cents={sp.laterTotalCents} strong /> : null}
        {series ? <Line label={t('quote.seriesTotal', { count: quote.visits })} cents={quote.seriesTotalCents} strong /> : null}
        {/* Issue #40: a series holds every visit's deposit with the request, not only visit 1's. */}
        {series ? <Line label={t('quote.seriesDeposit', { count: quote.visits })} cents={quote.seriesDepositCents} strong /> : null}
      </dl>
      {series ? <p className="booking-form__note">{t('quote.seriesDepositNote')}</p> : null}
      {sp?.note === 'first_booking' ? <p className="booking-form__note">{t('quote.seriesNote')}</p> : null}
      {sp?.note === 'discount' ? <p className="booking-form__note">{t('quote.seriesDiscountNote')}</p> : null}
    </div>
  );
}
