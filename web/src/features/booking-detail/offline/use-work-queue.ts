import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bookingKeys } from '../../booking/api/keys';
import { flushNow, onFlushed } from './send-or-queue';
import { listQueued, onQueueChange, removeQueued, type QueuedItem } from './work-queue-store';

/** While actions wait and the device says it is online, the queue is tried again this often. */
const RETRY_EVERY_MS = 20_000;

/** This visit's queued actions, kept current as they are made and sent (from any tab, or the worker). */
export function useWorkQueue(bookingId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedItem[]>([]);
  const known = useRef<Set<number>>(new Set());

  useEffect(() => {
    let live = true;
    const load = () =>
      void listQueued()
        .then((all) => {
          if (!live) return;
          const mine = all.filter((item) => item.bookingId === bookingId);
          const waiting = new Set(mine.filter((item) => !item.refused).map((item) => item.seq));
          // An action left the queue (sent by this page, another tab or the worker): the visit changed on the server.
          if ([...known.current].some((seq) => !waiting.has(seq))) void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) });
          known.current = waiting;
          setItems(mine);
        })
        .catch(() => live && setItems([]));
    load();
    const stopListening = onQueueChange(load);
    const stopFlushed = onFlushed(load);
    return () => {
      live = false;
      stopListening();
      stopFlushed();
    };
  }, [bookingId, queryClient]);

  const pending = useMemo(() => items.filter((item) => !item.refused), [items]);
  const refused = useMemo(() => items.filter((item) => item.refused), [items]);

  // Sent when the connection returns, when the page opens, and every little while until empty.
  useEffect(() => {
    if (pending.length === 0) return;
    const tryNow = () => {
      if (navigator.onLine) void flushNow();
    };
    tryNow();
    window.addEventListener('online', tryNow);
    const timer = window.setInterval(tryNow, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', tryNow);
      window.clearInterval(timer);
    };
  }, [pending.length]);

  /** The newest queued state of each task, which the checklist shows until the server has it. */
  const queuedTicks = useMemo(() => {
    const ticks: Record<string, boolean> = {};
    for (const item of pending) if (item.action.kind === 'tick') ticks[item.action.taskId] = item.action.done;
    return ticks;
  }, [pending]);

  return { pending, refused, queuedTicks, remove: (seq: number) => removeQueued(seq) };
}

export type WorkQueue = ReturnType<typeof useWorkQueue>;
