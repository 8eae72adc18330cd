import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useAcceptBooking } from '../api/accept-booking';
import { useCancelBooking } from '../api/cancel-booking';
import { useDeclineBooking } from '../api/decline-booking';
import { usePostponeBooking } from '../api/postpone-booking';
import { usePunchIn } from '../api/punch-in';
import { usePunchOut } from '../api/punch-out';
import { useWithdrawBooking } from '../api/withdraw-booking';
import { useDeclareNoShow } from '../api/declare-no-show';
import type { BookingScope } from '../api/types';
import { punchProblemStands } from '../punch-problems';
import { useActionFeedback } from '../use-action-feedback';
import { CancelDialog } from './CancelDialog';
import { EnRoutePanel } from './EnRoutePanel';
import { LateArrivalPanel } from './LateArrivalPanel';
import { PostponePanel } from './PostponePanel';
import { PunchButton } from './PunchButton';
import { ScopedDialog } from './ScopedDialog';

type Asking = 'accept' | 'decline' | 'withdraw' | 'cancel' | 'postpone' | 'no_show' | 'late' | null;
type ScopedInput = { reason: string | null; scope: BookingScope };

/** The buttons the server allows now (`booking.actions`), each with its confirmation. */
export function BookingActions({ booking, queuedActions = 0 }: { booking: Booking; queuedActions?: number }) {
  const { t } = useTranslation('bookingDetail');
  const { succeed, fail } = useActionFeedback();
  const [asking, setAsking] = useState<Asking>(null);
  const accept = useAcceptBooking();
  const decline = useDeclineBooking();
  const withdraw = useWithdrawBooking();
  const cancel = useCancelBooking();
  const postpone = usePostponeBooking();
  const punchIn = usePunchIn();
  const punchOut = usePunchOut();
  const noShow = useDeclareNoShow();
  const can = (action: Booking['actions'][number]) => booking.actions.includes(action);
  const id = booking.id;
  const done = (text: string) => () => {
    setAsking(null);
    succeed(text);
  };
  const series = Boolean(booking.seriesId);

  type Button = { key: Exclude<Asking, null>; label: string; className: string };
  const choices = (...buttons: (Button | false)[]): Button[] => buttons.filter((button): button is Button => Boolean(button));
  const main = choices(
    can('accept') && { key: 'accept', label: t('actions.accept'), className: 'btn--primary' },
    can('postpone') && { key: 'postpone', label: t('actions.postpone'), className: 'btn--secondary' },
    can('announce_late') && { key: 'late', label: t('actions.announceLate'), className: 'btn--secondary' },
  );
  // Destructive actions sit apart, after the day's main action (issue #40: on a phone "Annuler" was right above
  // "Pointer l'arrivée"); each still asks for confirmation in its dialog.
  const destructive = choices(
    can('decline') && { key: 'decline', label: t('actions.decline'), className: 'btn--danger' },
    can('withdraw') && { key: 'withdraw', label: t('actions.withdraw'), className: 'btn--danger' },
    can('declare_no_show') && { key: 'no_show', label: t('actions.declareNoShow'), className: 'btn--danger' },
    can('cancel') && { key: 'cancel', label: t('actions.cancel'), className: 'btn--danger' },
  );
  const working = can('punch_in') || can('punch_out');

  if (main.length === 0 && destructive.length === 0 && !working) return null;
  const render = (button: Button) => (
    <button key={button.key} type="button" className={`btn ${button.className}`} aria-expanded={button.key === 'postpone' || button.key === 'late' ? asking === button.key : undefined} onClick={() => setAsking(button.key)}>
      {button.label}
    </button>
  );

  return (
    <section className="card booking-section" aria-labelledby="booking-actions">
      <h2 id="booking-actions">{t('actions.title')}</h2>
      <div className="booking-actions">
        {can('punch_in') ? (
          <PunchButton label={t('actions.punchIn')} busy={punchIn.isPending} send={(position) => punchIn.mutateAsync({ id, position }).then(() => succeed(t('toast.punchedIn')))} />
        ) : null}
        {can('punch_out') ? (
          <PunchButton
            label={t('actions.punchOut')}
            busy={punchOut.isPending}
            // The server checks the checklist and photos: they must all be there first.
            blockedBy={queuedActions > 0 ? t('offline.punchOutWaits', { count: queuedActions }) : null}
            send={(position) => punchOut.mutateAsync({ id, position }).then(() => succeed(t('toast.punchedOut')))}
            stands={(code) => punchProblemStands(code, booking)}
          />
        ) : null}
        {main.map(render)}
      </div>
      {working ? <p className="field__hint">{t('location.why')}</p> : null}
      {can('en_route') ? <EnRoutePanel booking={booking} /> : null}
      {destructive.length ? <div className={`booking-actions${main.length || working ? ' booking-actions--apart' : ''}`}>{destructive.map(render)}</div> : null}

      {asking === 'late' ? <LateArrivalPanel booking={booking} onClose={() => setAsking(null)} /> : null}

      {asking === 'postpone' ? (
        <PostponePanel
          booking={booking}
          busy={postpone.isPending}
          onClose={() => setAsking(null)}
          onSubmit={({ date, time }) => postpone.mutate({ id, date, time }, { onSuccess: done(t('toast.postponed')), onError: fail })}
        />
      ) : null}

      <ScopedDialog
        open={asking === 'accept'}
        onClose={() => setAsking(null)}
        title={t('accept.title')}
        description={t('accept.text')}
        seriesText={series ? t('accept.series') : null}
        confirmLabel={t('actions.accept')}
        cancelLabel={t('actions.back')}
        variant="primary"
        busy={accept.isPending}
        onConfirm={({ scope }: ScopedInput) => accept.mutate({ id, scope }, { onSuccess: done(t('toast.accepted')), onError: fail })}
      />
      <ScopedDialog
        open={asking === 'decline'}
        onClose={() => setAsking(null)}
        title={t('decline.title')}
        description={t('decline.text')}
        seriesText={series ? t('decline.series') : null}
        reasonLabel={t('decline.reason')}
        confirmLabel={t('actions.decline')}
        cancelLabel={t('actions.back')}
        variant="danger"
        busy={decline.isPending}
        onConfirm={(input: ScopedInput) => decline.mutate({ id, ...input }, { onSuccess: done(t('toast.declined')), onError: fail })}
      />
      <ScopedDialog
        open={asking === 'withdraw'}
        onClose={() => setAsking(null)}
        title={t('withdraw.title')}
        description={t('withdraw.text')}
        reasonLabel={t('withdraw.reason')}
        confirmLabel={t('actions.withdraw')}
        cancelLabel={t('withdraw.keep')}
        variant="danger"
        busy={withdraw.isPending}
        onConfirm={({ reason }: ScopedInput) => withdraw.mutate({ id, reason, scope: 'this' }, { onSuccess: done(t('toast.withdrawn')), onError: fail })}
      />
      <ScopedDialog
        open={asking === 'no_show'}
        onClose={() => setAsking(null)}
        title={t('noShow.title')}
        description={t('noShow.text')}
        confirmLabel={t('noShow.confirm')}
        cancelLabel={t('noShow.keep')}
        variant="danger"
        busy={noShow.isPending}
        onConfirm={() => noShow.mutate({ id }, { onSuccess: done(t('toast.noShowDeclared')), onError: fail })}
      />
      <CancelDialog
        booking={booking}
        open={asking === 'cancel'}
        onClose={() => setAsking(null)}
        busy={cancel.isPending}
        onConfirm={(input) => cancel.mutate({ id, ...input }, { onSuccess: done(t('toast.cancelled')), onError: fail })}
      />
    </section>
  );
}
