import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useMessages } from '../api/list-messages';
import { ConversationLoadError } from '../components/ConversationLoadError';
import { ConversationView } from '../components/ConversationView';
import { RealtimeNotice } from '../components/RealtimeNotice';
import '../messaging.css';

/** /messages/:bookingId — the booking's conversation (a visit of a series: the series'), for its two parties only (the server answers 403 to anyone else). */
export function ConversationPage() {
  const { t } = useTranslation(['messaging', 'bookings']);
  const { bookingId = '' } = useParams();
  const user = useCurrentUser();
  const messages = useMessages(bookingId);
  usePageTitle(t('messaging:conversation.title'));
  if (!user) return null;

  let content;
  if (messages.isPending) content = <PageLoading />;
  else if (messages.isError) content = <ConversationLoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  else content = <ConversationView bookingId={bookingId} userId={user.id} query={messages} />;

  return (
    <div className="container messaging-page conversation">
      <p>
        <Link to="/messages">{t('messaging:conversation.back')}</Link>
      </p>
      <RealtimeNotice />
      {content}
    </div>
  );
}
