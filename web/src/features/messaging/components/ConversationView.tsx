import { useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { messagingKeys } from '../api/keys';
import { useConversations } from '../api/list-conversations';
import { useSendMessage } from '../api/send-message';
import type { MessagePage } from '../api/types';
import { newClientMessageId } from '../client-message-id';
import { flattenPages, stillPending, unreadFor, withMessages, type PendingMessage } from '../message-list';
import { withVisitMarkers } from '../visit-markers';
import { useConversationUpdates, useRealtimeStatus } from '../realtime/use-realtime';
import { useMarkReadOnView } from '../use-mark-read';
import { useCounterpartTyping, useTypingNotifier } from '../use-typing';
import { ConversationHeader } from './ConversationHeader';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import { VisitMarker } from './VisitMarker';

interface Props {
  bookingId: string;
  userId: string;
  query: UseInfiniteQueryResult<InfiniteData<MessagePage>>;
}

export function ConversationView({ bookingId, userId, query }: Props) {
  const { t } = useTranslation('messaging');
  const describe = useDescribeError();
  const queryClient = useQueryClient();
  const send = useSendMessage();
  const data = query.data;
  const messages = useMemo(() => flattenPages(data), [data]);
  // CONVERSATIONS_UPDATE frames keep presence and canSend fresher than the page that was loaded.
  useConversationUpdates();
  const loaded = data?.pages.at(-1)?.conversation;
  // The list's entry for this conversation (a series' entry stands for one of its visits; this page keeps its own header).
  const live = useConversations(false).data?.find((item) => loaded && item.conversationId === loaded.conversationId && item.counterpart.id === loaded.counterpart.id);
  const conversation = useMemo(() => (loaded && live ? { ...loaded, counterpart: live.counterpart, canSend: live.canSend } : loaded), [loaded, live]);
  const [closedNow, setClosedNow] = useState(false);
  const canSend = (conversation?.canSend ?? false) && !closedNow;
  const counterpartId = conversation?.counterpart.id ?? '';
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const typingNotifier = useTypingNotifier(counterpartId, canSend && counterpartId !== '');
  const counterpartTyping = useCounterpartTyping(counterpartId, conversation?.conversationId ?? bookingId);
  const unreadIds = useMemo(() => unreadFor(messages, userId), [messages, userId]);
  useMarkReadOnView(bookingId, unreadIds);
  useRefetchAfterReconnect(() => void query.refetch());

  const shownPending = useMemo(() => stillPending(pending, messages), [pending, messages]);
  const thread = useMemo(() => (conversation ? withVisitMarkers(messages, conversation) : []), [messages, conversation]);

  // Newest last: keep the view on the latest message when one arrives (not when earlier ones load).
  const listRef = useRef<HTMLOListElement>(null);
  const lastKey = `${messages.at(-1)?.uuidId ?? ''}:${shownPending.length}`;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastKey]);

  if (!conversation) return null;

  const deliver = async (message: PendingMessage) => {
    setSendError(null);
    setPending((current) => current.map((item) => (item.clientMessageId === message.clientMessageId ? { ...item, status: 'sending' } : item)));
    try {
      const stored = await send.mutateAsync({ bookingId, clientMessageId: message.clientMessageId, text: message.text });
      queryClient.setQueryData<InfiniteData<MessagePage>>(messagingKeys.conversation(bookingId), (current) =>
        current ? withMessages(current, [stored]) : current,
      );
      setPending((current) => current.filter((item) => item.clientMessageId !== message.clientMessageId));
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 400 || status === 409) {
        // Refused as written (phone number...) or the conversation closed: the bubble goes, the text comes back.
        setPending((current) => current.filter((item) => item.clientMessageId !== message.clientMessageId));
        setDraft((current) => (current.trim() === '' ? message.text : current));
        if (status === 409) setClosedNow(true);
      } else {
        setPending((current) => current.map((item) => (item.clientMessageId === message.clientMessageId ? { ...item, status: 'failed' } : item)));
      }
      if (status !== 409) setSendError(describe(failure, t('conversation.sendFailed')));
    }
  };

  const onSend = (text: string) => {
    const message: PendingMessage = { clientMessageId: newClientMessageId(), text, status: 'sending' };
    setPending((current) => [...current, message]);
    setDraft('');
    void deliver(message);
  };

  return (
    <>
      <ConversationHeader conversation={conversation} />
      <section className="card conversation__panel">
        {query.hasPreviousPage ? (
          <p className="conversation__earlier">
            <button type="button" className="btn btn--secondary" disabled={query.isFetchingPreviousPage} onClick={() => void query.fetchPreviousPage()}>
              {t('conversation.loadEarlier')}
            </button>
          </p>
        ) : null}
        {messages.length === 0 && shownPending.length === 0 ? <p className="conversation__empty">{t('conversation.empty')}</p> : null}
        <ol ref={listRef} className="chat" tabIndex={0} aria-label={t('conversation.messagesLabel')}>
          {thread.map(({ message, visit }) => (
            <Fragment key={message.uuidId}>
              {visit ? <VisitMarker visit={visit} /> : null}
              <MessageBubble message={message} own={message.senderId === userId} senderName={conversation.counterpart.name} />
            </Fragment>
          ))}
          {shownPending.map((message) => (
            <PendingBubble key={message.clientMessageId} message={message} onRetry={() => void deliver(message)} />
          ))}
        </ol>
        <p className="conversation__typing" aria-live="polite">
          {counterpartTyping ? t('conversation.typing', { name: conversation.counterpart.name }) : ''}
        </p>
        {canSend ? (
          <MessageComposer onSend={onSend} typing={typingNotifier} error={sendError} draft={draft} onDraftChange={setDraft} />
        ) : (
          <div className="notice conversation__closed" role="status">
            <p>{t('conversation.closed')}</p>
          </div>
        )}
      </section>
    </>
  );
}

/** Frames sent while the socket was down are lost: reload the messages when it opens again. */
function useRefetchAfterReconnect(refetch: () => void) {
  const { state } = useRealtimeStatus();
  const previous = useRef(state);
  const openedBefore = useRef(state === 'open');
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (state === 'open' && previous.current !== 'open' && openedBefore.current) latest.current();
    if (state === 'open') openedBefore.current = true;
    previous.current = state;
  }, [state]);
}
