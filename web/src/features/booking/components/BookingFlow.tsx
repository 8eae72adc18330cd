import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { useDescribeError } from '../../../lib/use-describe-error';
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

const QUOTE_DEBOUNCE_MS = 400;

interface BookingFlowProps {
  cleaner: { id: string; name: string; serviceTypes: readonly CleaningType[] };
  properties: readonly Property[];
  payments: PaymentsConfig;
}

type Step = { kind: 'form' } | { kind: 'summary'; draft: BookingDraft; requestKey: string };

/** The form, then the summary; a refused slot brings the client back to the form with every input kept. */
export function BookingFlow({ cleaner, properties, payments }: BookingFlowProps) {
  const { t } = useTranslation('bookingForm');
  const describe = useDescribeError();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useRequestBooking();
  const [now] = useState(() => quebecNow());
  const [values, setValues] = useState<BookingFormValues>(() =>
    initialFormValues({
      ...(properties.length === 1 && properties[0] ? { propertyId: properties[0].id } : {}),
      ...(cleaner.serviceTypes.length === 1 && cleaner.serviceTypes[0] ? { cleaningType: cleaner.serviceTypes[0] } : {}),
    }),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [summaryError, setSummaryError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });

  // Stable: the schedule section clears a start time that no longer fits from an effect.
  const update = useCallback<UpdateField>((key, value) => setValues((prev) => ({ ...prev, [key]: value })), []);

  const errors = useMemo(() => (showErrors ? validateForm(values, now.date) : {}), [showErrors, values, now.date]);
  const draft = useMemo(() => toDraft(values, cleaner.id, now.date), [values, cleaner.id, now.date]);
  const quote = useBookingQuote(useDebouncedValue(draft, QUOTE_DEBOUNCE_MS));
  const payment = paymentReadiness(payments);

  const formMessage =
    serverMessage ??
    (showErrors && Object.keys(errors).length > 0 ? (hasMissingRequired(errors) ? t('errors.missingRequired') : t('errors.fixFields')) : null);

  const toSummary = (): boolean => {
    setShowErrors(true);
    setServerMessage(null);
    if (!draft) return false;
    setSummaryError(null);
    setStep({ kind: 'summary', draft, requestKey: newRequestKey() });
    window.scrollTo({ top: 0 });
    return true;
  };

  const confirm = (summary: Extract<Step, { kind: 'summary' }>) => {
    setSummaryError(null);
    request.mutate(
      { ...summary.draft, paymentMethod: 'card', paymentMethodId: payment.paymentMethodId, requestKey: summary.requestKey },
      {
        onSuccess: ({ booking }) => {
          toast({ title: t('toast.requestedTitle'), description: t('toast.requestedText'), variant: 'success' });
          navigate(`/bookings/${booking.id}`);
        },
        onError: (error) => {
          const message = describe(error, t('errors.requestFailed'));
          if (error instanceof ApiError && error.status === 409) {
            // The slot was taken meanwhile: back to the form, with fresh availability.
            void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
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
        payments={payments}
        paymentReady={payment.ready}
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
        serviceTypes={cleaner.serviceTypes}
        properties={properties}
        payments={payments}
        canContinue={payment.ready}
        today={now.date}
        nowMinute={now.minute}
        message={formMessage}
        onSubmit={toSummary}
      />
      <QuotePanel complete={draft !== null} quote={quote} />
    </div>
  );
}
