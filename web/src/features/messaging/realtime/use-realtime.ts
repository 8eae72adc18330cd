import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from './realtime-client';
import { realtimeClient } from './realtime-connection';
import type { ClientFrame, ServerFrame } from './frames';

/** The connection's state, error and reconnect progress, re-rendering on change. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = realtimeClient();
  return useSyncExternalStore(
    (onChange) => client.onStatus(onChange),
    () => client.getStatus(),
    () => client.getStatus(),
  );
}

/** Calls `listener` with every server frame while mounted (the latest listener, without resubscribing). */
export function useRealtimeFrames(listener: (frame: ServerFrame) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => realtimeClient().subscribe((frame) => latest.current(frame)), []);
}

export function sendRealtime(frame: ClientFrame): boolean {
  return realtimeClient().send(frame);
}

/**
 * While mounted (and enabled), the server keeps this connection's conversation list current: the
 * socket asks with REQUEST_CONVERSATIONS on mount and after every (re)open, and from then on gets
 * CONVERSATIONS_UPDATE whenever the list changes. Screens that show only the badge do not ask.
 */
export function useConversationUpdates(enabled = true): void {
  const open = useRealtimeStatus().state === 'open';
  useEffect(() => {
    if (enabled && open) realtimeClient().send({ type: 'REQUEST_CONVERSATIONS' });
  }, [enabled, open]);
}
