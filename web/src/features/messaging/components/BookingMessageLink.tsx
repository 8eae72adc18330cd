import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Booking } from '../../booking/api/types';
import { useConversations } from '../api/list-conversations';
import { aboutVisit } from '../visit-markers';
import '../messaging.css';

/** Statuses after which a conversation may still hold messages to read again. */
const AFTER_ACCEPTANCE: ReadonlySet<Booking['status']> = new Set(['completed', 'cancelled']);

/** On the booking page, for its two parties: open while messaging is allowed, or when there are messages to read. */
export function BookingMessageLink({ booking }: { booking: Booking }) {
  // Without suspending: the booking page stays on screen while these two words load.
  const { t, ready } = useTranslation('messaging', { useSuspense: false });
  const party = booking.viewerRole === 'client' || booking.viewerRole === 'cleaner';
  const open = booking.status === 'confirmed' || booking.status === 'in_progress';
  const conversations = useConversations(party && !open && AFTER_ACCEPTANCE.has(booking.status));
  // A visit of a series: its conversation is the series' (issue #42), open while another of its visits is.
  const conversation = conversations.data?.find((item) => aboutVisit(item, booking.id));
  const hasMessages = conversation?.lastMessage != null || conversation?.canSend === true;
  if (!ready || !party || (!open && !hasMessages)) return null;
  return (
    <p>
      <Link className="btn btn--secondary booking-message-link" to={`/messages/${booking.id}`} title={t('bookingLinkLabel')}>
        {t('bookingLink')}
      </Link>
    </p>
  );
}
