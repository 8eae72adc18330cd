import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/layout/Avatar';
import type { Conversation } from '../api/types';
import { excerpt } from '../presence';
import { useMessagingFormat } from '../use-messaging-format';
import { PresenceDot } from './PresenceDot';

/** One row of the inbox: who, which booking (a series: its next visit), the last message and how many are unread. */
export function ConversationListItem({ conversation, userId }: { conversation: Conversation; userId: string }) {
  const { t } = useTranslation(['messaging', 'bookings']);
  const format = useMessagingFormat();
  const { counterpart, booking, lastMessage, unreadCount } = conversation;
  const last = lastMessage
    ? lastMessage.senderId === userId
      ? t('messaging:inbox.you', { text: excerpt(lastMessage.text) })
      : excerpt(lastMessage.text)
    : t('messaging:inbox.noMessage');
  return (
    <li>
      <Link className={`inbox-item${unreadCount > 0 ? ' inbox-item--unread' : ''}`} to={`/messages/${conversation.bookingId}`}>
        <span className="inbox-item__avatar">
          <Avatar user={counterpart} size={48} />
          <PresenceDot presence={counterpart.presence} />
        </span>
        <span className="inbox-item__body">
          <span className="inbox-item__top">
            <span className="inbox-item__name">{counterpart.name}</span>
            <span className="inbox-item__role">{t(`messaging:role.${counterpart.role}`)}</span>
            {lastMessage ? (
              <time className="inbox-item__time" dateTime={lastMessage.sentAt}>
                {format.stamp(lastMessage.sentAt)}
              </time>
            ) : null}
          </span>
          <span className="inbox-item__booking">
            {t('messaging:inbox.booking', {
              type: t(`bookings:cleaningType.${booking.cleaningType}`),
              date: format.bookingDate(booking.date),
              time: format.wallTime(booking.time),
            })}
            {conversation.seriesId !== null && conversation.visits.length > 1 ? ` · ${t('messaging:inbox.series', { count: conversation.visits.length })}` : null}
            {conversation.canSend ? null : <span className="inbox-item__readonly"> · {t('messaging:inbox.readOnly')}</span>}
          </span>
          <span className="inbox-item__last">{last}</span>
        </span>
        {unreadCount > 0 ? (
          <span className="unread-badge inbox-item__count">
            <span aria-hidden="true">{unreadCount}</span>
            <span className="visually-hidden">{t('messaging:inbox.unread', { count: unreadCount })}</span>
          </span>
        ) : null}
      </Link>
    </li>
  );
}
