import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/layout/Avatar';
import { statusKey } from '../../booking/status-wording';
import type { Conversation } from '../api/types';
import { useMessagingFormat } from '../use-messaging-format';
import { PresenceDot } from './PresenceDot';

export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation(['messaging', 'bookings']);
  const format = useMessagingFormat();
  const { counterpart, booking } = conversation;
  return (
    <header className="conversation__header">
      <span className="inbox-item__avatar">
        <Avatar user={counterpart} size={48} eager />
      </span>
      <div className="conversation__who">
        <h1 className="conversation__title">{t('messaging:conversation.titleWith', { name: counterpart.name })}</h1>
        <p className="conversation__meta">
          <span>{t(`messaging:role.${counterpart.role}`)}</span>
          {' · '}
          <PresenceDot presence={counterpart.presence} showText />
        </p>
        <p className="conversation__meta">
          {t('messaging:inbox.booking', {
            type: t(`bookings:cleaningType.${booking.cleaningType}`),
            date: format.bookingDate(booking.date),
            time: format.wallTime(booking.time),
          })}
          {' · '}
          {/* The reader is the counterpart's counterpart: a client talks with a cleaner and the reverse. */}
          {t(statusKey(booking.status, counterpart.role === 'cleaner' ? 'client' : 'cleaner'))}
          {conversation.seriesId !== null && conversation.visits.length > 1 ? ` · ${t('messaging:inbox.series', { count: conversation.visits.length })}` : null}
          {' · '}
          <Link to={`/bookings/${conversation.bookingId}`}>{t('messaging:conversation.bookingLink')}</Link>
        </p>
      </div>
    </header>
  );
}
