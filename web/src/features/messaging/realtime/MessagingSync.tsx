import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useAuth } from '../../auth/auth-context';
import { useUnreadCount } from '../api/get-unread-count';
import { messagingKeys } from '../api/keys';
import type { MessagePage } from '../api/types';
import { hasConversations } from '../messaging-access';
import { withMessages, withReadAt } from '../message-list';
import { holdsMessage } from '../visit-markers';
import { realtimeClient } from './realtime-connection';
import type { ServerFrame } from './frames';
import { useRealtimeFrames, useRealtimeStatus } from './use-realtime';

/**
 * Mounted once in the app shell. Spec section 4: the socket opens when a user is logged in and
 * closes (on purpose, code 1000) on logout. Frames land in the query cache the screens read,
 * so the badge, the inbox and an open conversation follow without their own sockets.
 */
export function MessagingSync() {
  const { user } = useAuth().state;
  // Only clients and cleaners have conversations: admins leave for the console, and a person who
  // has not chosen a role yet would get 403 for the unread count (issue #14).
  const userId = user && hasConversations(user.role) ? user.id : null;
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const unread = useUnreadCount(userId !== null);
  useUnreadFailureReport(unread.isError, unread.errorUpdatedAt);

  useEffect(() => {
    if (!userId) return;
    const client = realtimeClient();
    client.connect();
    return () => client.disconnect();
  }, [userId]);

  // After each (re)open the server is asked for the current count, since frames may have been missed
  // (the inbox and conversation screens ask for their lists themselves: useConversationUpdates).
  const wasOpen = useRef(false);
  useEffect(() => {
    const open = status.state === 'open';
    if (open && !wasOpen.current) realtimeClient().send({ type: 'REQUEST_UNREAD_COUNT' });
    wasOpen.current = open;
  }, [status.state]);

  useRealtimeFrames((frame: ServerFrame) => {
    switch (frame.type) {
      case 'UNREAD_COUNT_UPDATE':
        queryClient.setQueryData(messagingKeys.unread(), frame.count);
        break;
      case 'CONVERSATIONS_UPDATE':
        queryClient.setQueryData(messagingKeys.conversations(), frame.conversations);
        break;
      case 'NEW_MESSAGE':
        // Into every page showing its conversation: a series' visits each have a page of the same conversation (issue #42).
        queryClient.setQueriesData<InfiniteData<MessagePage>>({ queryKey: messagingKeys.conversationPages() }, (data) => {
          const conversation = data?.pages.at(-1)?.conversation;
          return data && conversation && holdsMessage(conversation, frame.message) ? withMessages(data, [frame.message]) : data;
        });
        break;
      case 'READ_RECEIPT':
        // Message ids are unique: the receipt lands wherever that message is shown.
        queryClient.setQueriesData<InfiniteData<MessagePage>>({ queryKey: messagingKeys.conversationPages() }, (data) =>
          data ? withReadAt(data, new Set([frame.messageId]), frame.readAt) : data,
        );
        break;
      default:
        break;
    }
  });

  return null;
}

/** Spec section 8: after the last retry, "Failed to fetch unread messages" once per failure, not a toast storm. */
function useUnreadFailureReport(isError: boolean, errorUpdatedAt: number) {
  const { t, ready } = useTranslation(['messaging', 'common'], { useSuspense: false });
  const toast = useToast();
  const reported = useRef(0);
  useEffect(() => {
    if (!isError || !ready || reported.current === errorUpdatedAt) return;
    reported.current = errorUpdatedAt;
    toast({ title: t('common:toast.error'), description: t('messaging:unread.fetchFailed'), variant: 'destructive' });
  }, [isError, errorUpdatedAt, ready, t, toast]);
}
