import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import type { Booking } from '../../booking/api/types';
import { useGoEnRoute } from '../api/go-en-route';
import { etaMinutesOf } from '../live-refresh';
import { useActionFeedback } from '../use-action-feedback';
import { useBookingFormat } from '../use-booking-format';

/** The longest arrival offered (the server's bound, config booking.enRouteMaxEtaMinutes, says the last word). */
const MAX_ETA_MINUTES = 180;

/**
 * The cleaner's "En route" on the visit's day (issue #18): an optional arrival in minutes, then the
 * button. The first tap tells the client; the next ones only change the arrival time they see.
 */
export function EnRoutePanel({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const { succeed, fail } = useActionFeedback();
  const go = useGoEnRoute();
  const [eta, setEta] = useState('');
  const [error, setError] = useState<string | null>(null);
  const already = booking.enRoute;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = etaMinutesOf(eta);
    if (minutes !== null && (Number.isNaN(minutes) || minutes < 1 || minutes > MAX_ETA_MINUTES)) {
      setError(t('enRoute.etaRange', { max: MAX_ETA_MINUTES }));
      return;
    }
    setError(null);
    go.mutate({ id: booking.id, etaMinutes: minutes }, { onSuccess: () => succeed(already ? t('toast.etaUpdated') : t('toast.enRoute')), onError: fail });
  };

  return (
    <form className="booking-en-route" onSubmit={submit} noValidate>
      {already ? (
        <p role="status">
          {already.etaAt ? t('enRoute.sentWithEta', { time: f.time(already.startedAt), eta: f.time(already.etaAt) }) : t('enRoute.sent', { time: f.time(already.startedAt) })}
        </p>
      ) : null}
      <TextField
        label={t('enRoute.etaLabel')}
        hint={t('enRoute.etaHint', { max: MAX_ETA_MINUTES })}
        inputMode="numeric"
        type="number"
        min={1}
        max={MAX_ETA_MINUTES}
        step={1}
        value={eta}
        error={error ?? undefined}
        onChange={(e) => setEta(e.target.value)}
      />
      <SubmitButton variant="secondary" busy={go.isPending}>
        {already ? t('enRoute.update') : t('enRoute.go')}
      </SubmitButton>
    </form>
  );
}

/** What the client sees once their cleaner is on the way; the page refreshes itself near the visit. */
export function EnRouteNotice({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const on = booking.enRoute;
  if (!on || booking.viewerRole !== 'client') return null;
  return (
    <div className="notice notice--success booking-en-route-notice" role="status">
      <p>
        <strong>{t('enRoute.clientTitle', { name: booking.cleaner.name })}</strong>
      </p>
      <p>{on.etaAt ? t('enRoute.clientEta', { eta: f.time(on.etaAt) }) : t('enRoute.clientNoEta', { time: f.time(on.startedAt) })}</p>
    </div>
  );
}
