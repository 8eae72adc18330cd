import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useDescribeError } from '../../../lib/use-describe-error';
import { paymentKeys } from '../../payments/api/keys';
import type { CleanerPet } from '../../cleaners-search/api/types';
import type { SavedCard } from '../../payments/api/types';
import type { Property } from '../../properties/api/types';
import { bookingKeys } from '../api/keys';
import { useBookingQuote } from '../api/quote-booking';
import { useRequestBooking } from '../api/request-booking';
import type { BookingDraft, PaymentsConfig } from '../api/types';
import { quebecNow } from '../booking-dates';
import { hasMissingRequired, initialFormValues, toDraft, validateForm, type BookingFormValues, type CleaningType } from '../booking-form';
import { paymentReadiness } from '../payment';
import { newRequestKey } from '../request-key';
import { BookingForm } from './BookingForm';
import { BookingSummaryStep } from './BookingSummaryStep';
import type { UpdateField } from './form/form-props';
import { QuotePanel } from './QuotePanel';
import type { RebookPrefill } from '../api/get-rebook-prefill';
import { prefilledValues } from '../rebook-prefill';

const QUOTE_DEBOUNCE_MS = 400;

interface BookingFlowProps {
  cleaner: { id: string; name: string; serviceTypes: readonly CleaningType[]; pets: readonly CleanerPet[] };
  properties: readonly Property[];
  payments: PaymentsConfig;
  /** "Réserver de nouveau": the completed visit the form starts from. */
  prefill?: RebookPrefill | null;
}

type Step = { kind: 'form' } | { kind: 'summary'; draft: BookingDraft; card: SavedCard; requestKey: string };

/**
 * The form, then the summary; a refused slot or a refused card (402) brings the client back to the
 * form with every input kept and the server's message.
 */
export function BookingFlow({ cleaner, properties, payments, prefill = null }: BookingFlowProps) {
  const { t } = useTranslation('bookingForm');
  const describe = useDescribeError();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useRequestBooking();
  const [now] = useState(() => quebecNow());
  const [values, setValues] = useState<BookingFormValues>(() =>
    prefill ? prefilledValues(prefill, properties.map((p) => p.id), cleaner.serviceTypes) : initialFormValues({
      ...(properties.length === 1 && properties[0] ? { propertyId: properties[0].id } : {}),
      ...(cleaner.serviceTypes.length === 1 && cleaner.serviceTypes[0] ? { cleaningType: cleaner.serviceTypes[0] } : {}),
    }),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [card, setCard] = useState<SavedCard | null>(null);
  /** The card the bank just refused: the picker says so until another card is chosen. */
  const [refusedCardId, setRefusedCardId] = useState<string | null>(null);

  // Stable: the schedule section clears a start time that no longer fits from an effect.
  const update = useCallback<UpdateField>((key, value) => setValues((prev) => ({ ...prev, [key]: value })), []);

  const errors = useMemo(() => (showErrors ? validateForm(values, now.date) : {}), [showErrors, values, now.date]);
  const draft = useMemo(() => toDraft(values, cleaner.id, now.date), [values, cleaner.id, now.date]);
  const quote = useBookingQuote(useDebouncedValue(draft, QUOTE_DEBOUNCE_MS));
  const payment = paymentReadiness(card);
  const cardMissing = showErrors && !payment.ready;

  const formMessage =
    serverMessage ??
    (showErrors && Object.keys(errors).length > 0 ? (hasMissingRequired(errors) ? t('errors.missingRequired') : t('errors.fixFields')) : null);

  const toSummary = (): boolean => {
    setShowErrors(true);
    setServerMessage(null);
    if (!draft || !card) return false;
    setSummaryError(null);
    // A new key per summary: a request refused for its card must be sendable again with another.
    setStep({ kind: 'summary', draft, card, requestKey: newRequestKey() });
    window.scrollTo({ top: 0 });
    return true;
  };

  const confirm = (summary: Extract<Step, { kind: 'summary' }>) => {
    setSummaryError(null);
    request.mutate(
      { ...summary.draft, paymentMethod: 'card', paymentMethodId: summary.card.paymentMethodId, requestKey: summary.requestKey },
      {
        onSuccess: ({ booking }) => {
          // A request made close to its start expires at the start, not after 24 hours (issue #42).
          const beforeStart = booking.expiresAt !== null && Date.parse(booking.expiresAt) >= Date.parse(booking.startsAt);
          toast({ title: t('toast.requestedTitle'), description: t(beforeStart ? 'toast.requestedBeforeStart' : 'toast.requestedText'), variant: 'success' });
          navigate(`/bookings/${booking.id}`);
        },
        onError: (error) => {
          const message = describe(error, t('errors.requestFailed'));
          if (error instanceof ApiError && (error.status === 409 || error.status === 402)) {
            // 409: the slot was taken meanwhile, back to the form with fresh availability.
            // 402: the card was refused (nothing held), back to the form to choose another.
            if (error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
            // The server forgets a refused card that never worked (issue #42): the picker must not offer it
            // again, and says at the card why another one is needed (issue #40, the phone walk).
            if (error.status === 402) {
              setRefusedCardId(summary.card.id);
              void queryClient.invalidateQueries({ queryKey: paymentKeys.cards() });
            }
            setServerMessage(message);
            setStep({ kind: 'form' });
            window.scrollTo({ top: 0 });
            return;
          }
          setSummaryError(message);
        },
      },
    );
  };

  if (step.kind === 'summary') {
    return (
      <BookingSummaryStep
        draft={step.draft}
        cleanerName={cleaner.name}
        property={properties.find((p) => p.id === step.draft.propertyId)}
        card={step.card}
        busy={request.isPending}
        error={summaryError}
        onBack={() => setStep({ kind: 'form' })}
        onConfirm={() => confirm(step)}
      />
    );
  }

  return (
    <div className="booking-page__layout">
      <BookingForm
        values={values}
        errors={errors}
        update={update}
        cleanerId={cleaner.id}
        cleaner={cleaner}
        serviceTypes={cleaner.serviceTypes}
        properties={properties}
        payments={payments}
        card={card}
        onCard={setCard}
        cardMissing={cardMissing}
        cardRefused={refusedCardId !== null && (card === null || card.id === refusedCardId)}
        today={now.date}
        nowMinute={now.minute}
        message={formMessage}
        onSubmit={toSummary}
      />
      <QuotePanel complete={draft !== null} quote={quote} />
    </div>
  );
}
