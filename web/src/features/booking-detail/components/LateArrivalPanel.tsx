import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import type { Booking } from '../../booking/api/types';
import { useAnnounceLate } from '../api/announce-late';
import { useActionFeedback } from '../use-action-feedback';
import { useBookingFormat } from '../use-booking-format';

/** The latest arrival a late cleaner may announce, after the start (the server's bound: 3 hours). */
const LATE_ARRIVAL_MAX_MINUTES = 180;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "Je suis en retard" (issue #36): the cleaner gives the new arrival time (Quebec time); the client is
 * told by email and push, may cancel free of charge, and may declare a no-show only 30 minutes after it.
 */
export function LateArrivalPanel({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const { succeed, fail } = useActionFeedback();
  const announce = useAnnounceLate();
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const latest = f.time(new Date(new Date(booking.startsAt).getTime() + LATE_ARRIVAL_MAX_MINUTES * 60_000).toISOString());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!HH_MM.test(time)) {
      setError(t('late.timeRequired'));
      return;
    }
    setError(null);
    announce.mutate(
      { id: booking.id, arrivalTime: time },
      {
        onSuccess: () => {
          succeed(t('toast.lateAnnounced'));
          onClose();
        },
        onError: fail,
      },
    );
  };

  return (
    <form className="booking-late" onSubmit={submit} noValidate aria-label={t('late.title')}>
      <TextField label={t('late.timeLabel')} hint={t('late.hint', { start: f.time(booking.startsAt), latest })} type="time" step={60} value={time} error={error ?? undefined} onChange={(e) => setTime(e.target.value)} />
      <div className="booking-actions">
        <SubmitButton variant="primary" busy={announce.isPending}>
          {t('late.submit')}
        </SubmitButton>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('actions.back')}
        </button>
      </div>
    </form>
  );
}

/**
 * What both parties see once the cleaner announced a late arrival, or once the client declared the
 * no-show: "En retard — arrivée prévue à 10 h 40", and for the client when they may act.
 */
export function LateArrivalNotice({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  if (booking.noShow.declaredAt) {
    return (
      <div className="notice notice--error booking-late-notice" role="status">
        <p>
          <strong>{t('noShow.declaredTitle')}</strong>
        </p>
        <p>{t(booking.viewerRole === 'cleaner' ? 'noShow.declaredCleaner' : 'noShow.declaredClient', { time: f.stamp(booking.noShow.declaredAt) })}</p>
      </div>
    );
  }
  const late = booking.lateArrival;
  if (booking.status !== 'confirmed' || (!late && booking.cleaningStatus !== 'late' && booking.cleaningStatus !== 'no_show')) return null;
  const from = booking.noShow.declarableFrom;
  const canDeclare = booking.actions.includes('declare_no_show');
  return (
    <div className="notice notice--error booking-late-notice" role="status">
      <p>
        <strong>{late ? t('late.notice', { time: f.time(late.arrivesAt) }) : booking.viewerRole === 'cleaner' ? `${t('late.cleanerNoTime')}${booking.actions.includes('announce_late') ? ` ${t('late.cleanerAnnounce')}` : ''}` : t('late.noticeNoTime')}</strong>
      </p>
      {booking.viewerRole === 'client' ? (
        <p>
          {t('late.clientFree')} {canDeclare ? t('noShow.now') : from ? t('noShow.availableFrom', { time: f.time(from) }) : null}
        </p>
      ) : null}
    </div>
  );
}
