import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { useDescribeError } from '../../../lib/use-describe-error';
import { brandName } from '../../payments/card-display';
import { usePaymentsConfig } from '../../booking/api/get-payments-config';
import type { Booking } from '../../booking/api/types';
import { formatMoney } from '../../booking/money';
import { confirmCardPayment } from '../../payments/stripe/confirm-card-payment';
import { useBookingTip, useGiveBookingTip, useSyncBookingTip, type BookingTip } from '../api/booking-tip';
import { newTipRequestKey, parseTipDollars } from '../tip-amount';
import '../tips.css';

/**
 * A completed visit's tip (issue #18): within the window after the punch-out, the client picks a
 * suggested amount or types one and confirms; it is charged on the visit's card, all of it to the
 * cleaner. Once paid, the tip shows as a non-taxable receipt line; after the window the card is gone.
 */
export function TipCard({ booking }: { booking: Booking }) {
  const tip = useBookingTip(booking.id);
  if (!tip.data) return null;
  const paid = tip.data.tip?.status === 'succeeded' || tip.data.tip?.status === 'pending';
  if (paid) return <TipReceipt tip={tip.data} />;
  if (!tip.data.canTip) return null;
  return <TipForm tip={tip.data} />;
}

function TipReceipt({ tip }: { tip: BookingTip }) {
  const { t, i18n } = useTranslation('tips');
  const amount = formatMoney(tip.tip!.amountCents, i18n.resolvedLanguage);
  return (
    <section className="card booking-section tip-card" aria-labelledby="tip-receipt-title" data-testid="tip-receipt">
      <h2 id="tip-receipt-title">{t('receipt.title')}</h2>
      <dl className="tip-receipt">
        <div>
          <dt>{t('receipt.line')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('receipt.taxes')}</dt>
          <dd>{t('receipt.notTaxable')}</dd>
        </div>
      </dl>
      <p className="field__hint">{tip.tip!.status === 'pending' ? t('receipt.processing') : t('receipt.thanks')}</p>
    </section>
  );
}

function TipForm({ tip }: { tip: BookingTip }) {
  const { t, i18n } = useTranslation('tips');
  const describe = useDescribeError();
  const config = usePaymentsConfig();
  const give = useGiveBookingTip();
  const sync = useSyncBookingTip();
  const ids = useId();
  const format = useDateTimeFormat();
  const [choice, setChoice] = useState<number | 'other' | null>(null);
  const [typed, setTyped] = useState('');
  const [requestKey, setRequestKey] = useState(newTipRequestKey);
  const [authenticating, setAuthenticating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage);
  const amountCents = choice === 'other' ? parseTipDollars(typed) : choice;
  // The app's Quebec wording ("5 décembre 2026 à 7 h 29"), not Intl's "07 h 29".
  const closesAt = tip.closesAt ? format.dateTime(tip.closesAt, { weekday: false, year: true }) : null;

  const authenticate = async (clientSecret: string) => {
    const c = config.data;
    if (!c || c.provider !== 'stripe' || !c.publishableKey) {
      await sync.mutateAsync(tip.bookingId);
      return;
    }
    setAuthenticating(true);
    try {
      const refused = await confirmCardPayment(c.publishableKey, clientSecret);
      await sync.mutateAsync(tip.bookingId);
      if (refused) setError(refused);
    } finally {
      setAuthenticating(false);
    }
  };

  const submit = async () => {
    setError(null);
    if (amountCents === null) {
      setError(choice === 'other' ? t('form.invalidAmount') : t('form.chooseAmount'));
      return;
    }
    try {
      const result = await give.mutateAsync({ bookingId: tip.bookingId, amountCents, requestKey });
      if (result.nextAction) await authenticate(result.nextAction.clientSecret);
    } catch (failure) {
      // A refused card (402) is recorded: the next click is a new attempt, with a key of its own.
      setRequestKey(newTipRequestKey());
      setError(describe(failure, failure instanceof ApiError && failure.status === 402 ? t('form.refused') : t('form.failed')));
    }
  };

  const busy = give.isPending || sync.isPending || authenticating;
  return (
    <section className="card booking-section tip-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('form.title')}</h2>
      <p>{t('form.text')}</p>
      <fieldset className="tip-amounts">
        <legend>{t('form.legend')}</legend>
        {tip.suggestedCents.map((cents) => (
          <label key={cents} className="tip-amount">
            <input type="radio" name={`${ids}-amount`} checked={choice === cents} onChange={() => setChoice(cents)} />
            <span>{money(cents)}</span>
          </label>
        ))}
        <label className="tip-amount">
          <input type="radio" name={`${ids}-amount`} checked={choice === 'other'} onChange={() => setChoice('other')} />
          <span>{t('form.other')}</span>
        </label>
        {choice === 'other' ? (
          <div className="field">
            <label htmlFor={`${ids}-other`}>{t('form.otherLabel')}</label>
            <input
              id={`${ids}-other`}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-describedby={`${ids}-bounds`}
              maxLength={9}
            />
            <p id={`${ids}-bounds`} className="field__hint">
              {t('form.bounds', { min: money(tip.minCents), max: money(tip.maxCents) })}
            </p>
          </div>
        ) : null}
      </fieldset>
      {tip.card ? <p className="field__hint">{t('form.card', { brand: brandName(tip.card.brand) ?? '', last4: tip.card.last4 })}</p> : <p className="field__hint">{t('form.noCard')}</p>}
      <div aria-live="assertive">
        {error ? (
          <div className="notice notice--error">
            <p>{error}</p>
          </div>
        ) : null}
      </div>
      <SubmitButton type="button" busy={busy} disabled={!tip.card} onClick={() => void submit()}>
        {amountCents !== null ? t('form.submitAmount', { amount: money(amountCents) }) : t('form.submit')}
      </SubmitButton>
      {closesAt ? <p className="field__hint">{t('form.closesAt', { when: closesAt })}</p> : null}
      <p className="field__hint">{t('form.wholeToCleaner')}</p>
    </section>
  );
}
