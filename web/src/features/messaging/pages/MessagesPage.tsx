import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { useConversations } from '../api/list-conversations';
import { ConversationListItem } from '../components/ConversationListItem';
import { RealtimeNotice } from '../components/RealtimeNotice';
import { useConversationUpdates } from '../realtime/use-realtime';
import '../messaging.css';

/** /messages: one conversation per accepted booking (one per series), kept current by CONVERSATIONS_UPDATE frames. */
export function MessagesPage() {
  const { t } = useTranslation(['messaging', 'bookings']);
  const describe = useDescribeError();
  const user = useCurrentUser();
  const conversations = useConversations(user !== null);
  useConversationUpdates(user !== null);
  usePageTitle(t('messaging:inbox.title'));
  if (!user) return null;

  let content;
  if (conversations.isPending) content = <PageLoading />;
  else if (conversations.isError) {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{describe(conversations.error, t('messaging:inbox.loadFailed'))}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void conversations.refetch()}>
          {t('messaging:inbox.retry')}
        </button>
      </div>
    );
  } else if (conversations.data.length === 0) {
    content = (
      <EmptyState art="messages" className="card inbox-empty">
        <p>{t('messaging:inbox.empty')}</p>
        <Link to="/bookings">{t('messaging:inbox.emptyLink')}</Link>
      </EmptyState>
    );
  } else {
    content = (
      <ul className="inbox" aria-label={t('messaging:inbox.title')}>
        {conversations.data.map((conversation) => (
          <ConversationListItem key={`${conversation.conversationId}:${conversation.counterpart.id}`} conversation={conversation} userId={user.id} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container messaging-page">
      <h1>{t('messaging:inbox.title')}</h1>
      <p className="messaging-page__lead">{t('messaging:inbox.lead')}</p>
      <RealtimeNotice />
      {content}
    </div>
  );
}
