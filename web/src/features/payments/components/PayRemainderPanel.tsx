import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { PaymentsConfig } from '../../booking/api/types';
import { formatMoney } from '../../booking/money';
import { usePayBookingRemainder, useSyncBookingPayments } from '../api/pay-booking-remainder';
import type { BookingPayments, SavedCard } from '../api/types';
import { confirmCardPayment } from '../stripe/confirm-card-payment';
import { CardPicker } from './CardPicker';

interface PayRemainderPanelProps {
  payments: BookingPayments;
  config: PaymentsConfig;
  /** Opened from the email link (`?pay=1`): the panel takes the focus. */
  focus: boolean;
}

/**
 * The client pays what is still due after the off-session charge failed: a saved card (or a new
 * one), then Stripe's authentication when the bank asks for it, then a sync of the result.
 */
export function PayRemainderPanel({ payments, config, focus }: PayRemainderPanelProps) {
  const { t, i18n } = useTranslation('payments');
  const describe = useDescribeError();
  const toast = useToast();
  const pay = usePayBookingRemainder();
  const sync = useSyncBookingPayments();
  const [card, setCard] = useState<SavedCard | null>(null);
  const [missingCard, setMissingCard] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const amount = formatMoney(payments.dueCents, i18n.resolvedLanguage);

  useEffect(() => {
    if (!focus) return;
    titleRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus();
  }, [focus]);

  const paid = (result: BookingPayments) => {
    if (result.dueCents === 0) toast({ title: t('remainder.paidTitle'), description: t('remainder.paid'), variant: 'success' });
  };

  const authenticate = async (clientSecret: string) => {
    if (config.provider !== 'stripe' || !config.publishableKey) {
      // The development provider never asks; if it did, the server's state is the answer.
      paid(await sync.mutateAsync(payments.bookingId));
      return;
    }
    setAuthenticating(true);
    try {
      const refused = await confirmCardPayment(config.publishableKey, clientSecret);
      // Sync either way: the server reads the PaymentIntent and records what happened.
      const result = await sync.mutateAsync(payments.bookingId);
      if (refused) setError(refused);
      else paid(result);
    } finally {
      setAuthenticating(false);
    }
  };

  const submit = async () => {
    setError(null);
    if (!card) {
      setMissingCard(true);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.pay-remainder [data-card-error]')?.focus());
      return;
    }
    try {
      const result = await pay.mutateAsync({ bookingId: payments.bookingId, paymentMethodId: card.paymentMethodId });
      if (result.nextAction) await authenticate(result.nextAction.clientSecret);
      else paid(result);
    } catch (failure) {
      // 402: the card was refused and nothing was charged; the server says why, in the client's language.
      setError(describe(failure, failure instanceof ApiError && failure.status === 402 ? t('remainder.refused') : t('remainder.failed')));
    }
  };

  const busy = pay.isPending || sync.isPending || authenticating;
  return (
    <section className="pay-remainder" aria-labelledby="pay-remainder-title">
      <h3 id="pay-remainder-title" ref={titleRef} tabIndex={-1}>
        {t('remainder.title')}
      </h3>
      <p>{t('remainder.text', { amount })}</p>
      <CardPicker
        config={config}
        selectedId={card?.id ?? null}
        onSelect={(chosen) => {
          setCard(chosen);
          if (chosen) setMissingCard(false);
        }}
        legend={t('remainder.cardLegend')}
        error={missingCard ? t('remainder.chooseCard') : null}
      />
      <div aria-live="assertive">
        {error ? (
          <div className="notice notice--error">
            <p>{error}</p>
          </div>
        ) : null}
      </div>
      <SubmitButton type="button" busy={busy} onClick={() => void submit()} aria-describedby="pay-remainder-amount">
        {t('remainder.submit')}
      </SubmitButton>
      <p id="pay-remainder-amount" className="field__hint">
        {t('remainder.amount', { amount })}
      </p>
    </section>
  );
}
