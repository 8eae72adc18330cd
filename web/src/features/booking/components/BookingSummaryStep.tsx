import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { Property } from '../../properties/api/types';
import { useBookingQuote } from '../api/quote-booking';
import { cardLabel } from '../../payments/card-display';
import type { SavedCard } from '../../payments/api/types';
import type { BookingDraft } from '../api/types';
import { formatDay, formatHours, formatWallClock, quebecNow } from '../booking-dates';
import { formatMoney } from '../money';
import { shortNotice } from '../short-notice';
import { usePricingTerms } from '../../pricing/api/get-pricing-terms';
import { QuoteBreakdown } from './QuoteBreakdown';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface SummaryProps {
  draft: BookingDraft;
  cleanerName: string;
  property: Property | undefined;
  /** The saved card the deposit is held on. */
  card: SavedCard;
  busy: boolean;
  /** The last refusal of the request (payment, other), shown above the buttons. */
  error: string | null;
  onBack: () => void;
  onConfirm: () => void;
}

/** Everything chosen, the price and the rules, before the request is sent. */
export function BookingSummaryStep({ draft, cleanerName, property, card, busy, error, onBack, onConfirm }: SummaryProps) {
  const { t, i18n } = useTranslation(['bookingForm', 'bookings', 'payments']);
  const describe = useDescribeError();
  const quote = useBookingQuote(draft);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const yes = t('bookingForm:summary.yes');
  const no = t('bookingForm:summary.no');
  const lang = i18n.resolvedLanguage;
  // Booked close to its start: the real answer deadline, and the late fee a cancellation already costs (issue #42).
  const terms = usePricingTerms();
  const notice = terms.data
    ? shortNotice(draft, quebecNow(), { requestExpiryHours: terms.data.requestExpiryHours, freeCancellationHours: terms.data.cancellation.freeCancellationHours })
    : null;
  const frequency =
    draft.frequency && draft.frequency !== 'once'
      ? `${t(`bookings:frequency.${draft.frequency}`)} · ${t('bookingForm:summary.visits', { count: draft.visits ?? 1 })}${
          draft.intervalDays ? ` · ${t('bookingForm:summary.interval', { count: draft.intervalDays })}` : ''
        }`
      : t('bookings:frequency.once');

  return (
    <section className="card booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title" ref={titleRef} tabIndex={-1}>
        {t('bookingForm:summary.title')}
      </h2>
      <dl className="booking-summary__items">
        <Item label={t('bookingForm:summary.cleaner')}>{cleanerName}</Item>
        <Item label={t('bookingForm:property.label')}>{property ? `${property.name} — ${property.address.label}` : '—'}</Item>
        <Item label={t('bookingForm:service.cleaningType')}>{t(`bookings:cleaningType.${draft.cleaningType}`)}</Item>
        <Item label={t('bookingForm:service.frequency')}>{frequency}</Item>
        <Item label={t('bookingForm:summary.when')}>{t('bookingForm:summary.whenValue', { date: formatDay(draft.date, lang), time: formatWallClock(draft.time, lang) })}</Item>
        <Item label={t('bookingForm:schedule.duration')}>{t('bookingForm:summary.hours', { count: draft.durationHours, hours: formatHours(draft.durationHours, lang) })}</Item>
        <Item label={t('bookingForm:options.hasPets')}>
          {draft.pets?.hasPets ? [yes, ...draft.pets.kinds.map((k) => t(`bookings:pets.${k}`))].join(' · ') : no}
        </Item>
        <Item label={t('bookingForm:options.supplies')}>{draft.suppliesProvided ? yes : no}</Item>
        <Item label={t('bookingForm:options.allowPhotos')}>{draft.allowPhotos === false ? no : yes}</Item>
        <Item label={t('bookingForm:emergency.legend')}>
          {draft.emergency ? `${t(`bookings:priority.${draft.emergency.priority}`)} — ${draft.emergency.reason}` : no}
        </Item>
        <Item label={t('bookingForm:checklist.legend')}>
          {draft.tasks?.length ? (
            <ul className="booking-summary__tasks">
              {draft.tasks.map((task) => (
                <li key={`${task.category}-${task.label}`}>
                  {t('bookingForm:summary.task', { category: t(`bookings:checklistCategory.${task.category}`), label: task.label })}
                </li>
              ))}
            </ul>
          ) : (
            t('bookingForm:checklist.empty')
          )}
        </Item>
        {draft.notes ? <Item label={t('bookingForm:notes.notes')}>{draft.notes}</Item> : null}
        {draft.promoCode ? <Item label={t('bookingForm:notes.promoCode')}>{draft.promoCode}</Item> : null}
        <Item label={t('bookingForm:summary.card')}>
          <span data-testid="summary-card">{cardLabel(card, t('payments:card.generic'))}</span>
        </Item>
      </dl>

      <h3>{t('bookingForm:quote.title')}</h3>
      {quote.isError ? (
        <p className="field__error" role="alert">
          {describe(quote.error, t('bookingForm:quote.failed'))}
        </p>
      ) : quote.data ? (
        <QuoteBreakdown quote={quote.data} />
      ) : (
        <p className="booking-form__note">{t('bookingForm:quote.loading')}</p>
      )}

      <h3>{t('bookingForm:summary.policiesTitle')}</h3>
      <ul className="booking-summary__policies">
        <li>{notice?.answerBeforeStart ? t('bookingForm:summary.answerBeforeStart', { time: formatWallClock(draft.time, lang) }) : t('bookingForm:summary.answerWindow')}</li>
        {terms.data ? (
          <li>
            {t(notice?.lateFeeAtOnce ? 'bookingForm:summary.lateFeeAtOnce' : draft.frequency && draft.frequency !== 'once' ? 'bookingForm:summary.cancellationSeries' : 'bookingForm:summary.cancellation', {
              hours: terms.data.cancellation.freeCancellationHours,
              // The fee in Quebec's money format ("50,00 $"), from the terms in force (issue #40: the text said "50 $").
              fee: formatMoney(terms.data.cancellation.lateCancellationFeeCents, lang),
            })}
          </li>
        ) : null}
        <li>{t('bookingForm:summary.billedTime', { hours: t('bookingForm:summary.hours', { count: draft.durationHours, hours: formatHours(draft.durationHours, lang) }) })}</li>
        <li>
          {quote.data && quote.data.visits > 1
            ? t('bookingForm:summary.seriesDeposit', { count: quote.data.visits, amount: formatMoney(quote.data.seriesDepositCents, lang) })
            : t('bookingForm:summary.deposit')}
        </li>
        <li>{t('bookingForm:summary.remainder')}</li>
      </ul>

      {error ? (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <div className="booking-form__actions">
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={busy}>
          {t('bookingForm:actions.back')}
        </button>
        <SubmitButton type="button" busy={busy} disabled={!quote.data || quote.isError} onClick={onConfirm}>
          {t('bookingForm:actions.confirm')}
        </SubmitButton>
      </div>
    </section>
  );
}
