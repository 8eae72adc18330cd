import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { useUnreadCount } from '../api/get-unread-count';
import { hasConversations } from '../messaging-access';
import '../unread-badge.css';

/** The unread count of a client or cleaner, or 0 while unknown (a failed fetch shows no badge). */
function useUnread(): number {
  const { user } = useAuth().state;
  const unread = useUnreadCount(hasConversations(user?.role));
  return unread.data ?? 0;
}

/** Texts load without suspending: the header must never wait for the messaging namespace. */
function useBadgeTexts() {
  return useTranslation('messaging', { useSuspense: false });
}

/** On the user menu button: a dot with the count; the button's name gets "3 unread messages". */
export function AvatarUnreadBadge() {
  const count = useUnread();
  const { t, ready } = useBadgeTexts();
  if (count === 0 || !ready) return null;
  return (
    <>
      <span className="unread-badge unread-badge--avatar" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{t('badge.avatar', { count })}</span>
    </>
  );
}

/** The "Messages" menu item's label with the count beside it (spec section 2). */
export function MessagesMenuLabel({ label }: { label: string }) {
  const count = useUnread();
  const { t, ready } = useBadgeTexts();
  if (count === 0 || !ready) return <>{label}</>;
  return (
    <span className="unread-badge__row">
      <span aria-hidden="true">{label}</span>
      <span className="unread-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{t('badge.label', { count })}</span>
    </span>
  );
}
