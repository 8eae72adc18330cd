import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useSaveMyCard } from '../api/save-my-card';
import { startCardSetup } from '../api/start-card-setup';
import type { SavedCard } from '../api/types';
import { loadStripeFor } from '../stripe/load-stripe';

interface StripeCardFormProps {
  publishableKey: string;
  onSaved: (card: SavedCard) => void;
}

/**
 * Stripe Elements in its own chunk (loaded only for the Stripe provider). The card number,
 * expiry and CVC live in Stripe's iframe: our server only ever sees the payment method id.
 */
export function StripeCardForm({ publishableKey, onSaved }: StripeCardFormProps) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => loadStripeFor(publishableKey), [publishableKey]);
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <CardSetup onSaved={onSaved} />
    </Elements>
  );
}

function CardSetup({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveMyCard();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const labelId = useId();
  const errorId = useId();

  // No <form>: this sits inside the booking form, and forms do not nest.
  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    try {
      const setup = await startCardSetup();
      if (!setup.clientSecret) throw new Error('no client secret');
      // 3-D Secure, when the bank asks for it, happens inside this call.
      const result = await stripe.confirmCardSetup(setup.clientSecret, {
        payment_method: { card, billing_details: name.trim() ? { name: name.trim() } : {} },
      });
      if (result.error) {
        setError(result.error.message ?? t('add.failed'));
        return;
      }
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (!paymentMethodId) throw new Error('no payment method');
      onSaved(await save.mutateAsync(paymentMethodId));
      card.clear();
    } catch (failure) {
      setError(describe(failure, t('add.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="card-setup">
      <TextField label={t('add.holder')} name="cardholder" autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />
      <div className="field">
        <span id={labelId} className="field__label">
          {t('add.cardDetails')}
        </span>
        <div className="card-setup__element" role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined}>
          <CardElement onChange={(e) => setComplete(e.complete)} />
        </div>
      </div>
      <p className="field__hint">{t('add.secure')}</p>
      <div aria-live="assertive">
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton type="button" busy={busy} disabled={!stripe || !complete} onClick={() => void submit()}>
        {t('add.save')}
      </SubmitButton>
    </div>
  );
}
