import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { messagingKeys } from './api/keys';
import { useMarkRead } from './api/mark-read';
import type { MessagePage } from './api/types';
import { withReadAt } from './message-list';
import { usePageVisible } from './use-page-visible';

/**
 * While the conversation is on screen, messages sent to us are marked read as they arrive.
 * Each id is asked once: a failure is not retried in a loop (the next visit asks again).
 */
export function useMarkReadOnView(bookingId: string, unreadIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const markRead = useMarkRead(bookingId);
  const visible = usePageVisible();
  const asked = useRef(new Set<string>());
  const mutate = markRead.mutate;
  const key = unreadIds.join(',');

  useEffect(() => {
    if (!visible) return;
    const fresh = unreadIds.filter((id) => !asked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) asked.current.add(id);
    mutate(fresh, {
      onSuccess: ({ receipts }) => {
        queryClient.setQueryData<InfiniteData<MessagePage>>(messagingKeys.conversation(bookingId), (data) =>
          data ? receipts.reduce((current, receipt) => withReadAt(current, new Set([receipt.messageId]), receipt.readAt), data) : data,
        );
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      },
    });
    // `key` stands for `unreadIds` (a new array each render).
  }, [key, visible, bookingId, mutate, queryClient]);
}
