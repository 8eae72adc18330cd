import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextAreaField } from '../../properties/components/TextAreaField';
import type { Booking } from '../../booking/api/types';
import { useAnswerEmailAction } from '../api/answer-email-action';
import type { EmailAction } from '../api/types';
import { useActionFeedback } from '../use-action-feedback';
import { BookingHeader } from './BookingHeader';
import { WhenSection } from './WhenSection';

/** The booking in short and one confirm button; the signed link answers the request once. */
export function EmailActionPanel({ booking, action, token }: { booking: Booking; action: EmailAction; token: string }) {
  const { t } = useTranslation('bookingDetail');
  const { succeed, describe } = useActionFeedback();
  const answer = useAnswerEmailAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const accepting = action === 'accept';
  const done = answer.isSuccess;
  // A request answered, withdrawn or expired since the email left: say what became of it, never offer the button (issue #40).
  const ended = !done && booking.status !== 'pending' ? booking.status : null;

  const confirm = async () => {
    setProblem(null);
    try {
      await answer.mutateAsync({ id: booking.id, action, token, reason: reason.trim() === '' ? null : reason.trim() });
      succeed(accepting ? t('toast.accepted') : t('toast.declined'));
    } catch (error) {
      setProblem(describe(error));
    }
  };

  return (
    <>
      <BookingHeader booking={booking} />
      <section className="card booking-section" aria-labelledby="email-action">
        <h2 id="email-action">{accepting ? t('emailAction.titleAccept') : t('emailAction.titleDecline')}</h2>
        <WhenSection booking={booking} />
        {done ? (
          <div className="notice notice--success" role="status">
            <p>{accepting ? t('emailAction.doneAccept') : t('emailAction.doneDecline')}</p>
          </div>
        ) : ended ? (
          <div className="notice" role="status">
            <p>{t(`emailAction.ended.${ended}`)}</p>
          </div>
        ) : (
          <div className="form">
            {!accepting ? <TextAreaField label={t('decline.reason')} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} /> : null}
            <SubmitButton type="button" variant={accepting ? 'primary' : 'danger'} busy={answer.isPending} onClick={() => void confirm()}>
              {accepting ? t('emailAction.confirmAccept') : t('emailAction.confirmDecline')}
            </SubmitButton>
          </div>
        )}
        {problem ? (
          <div className="notice notice--error" role="alert">
            <p>{problem}</p>
          </div>
        ) : null}
        <p>
          <Link to={`/bookings/${encodeURIComponent(booking.id)}`}>{t('emailAction.open')}</Link>
        </p>
      </section>
    </>
  );
}
