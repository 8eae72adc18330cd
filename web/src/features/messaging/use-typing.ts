import { useEffect, useRef, useState } from 'react';
import { sendRealtime, useRealtimeFrames } from './realtime/use-realtime';
import { TypingNotifier, TypingWatcher, type TypingTimers } from './typing';

const windowTimers: TypingTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** Our side: USER_TYPING true on input, false after 3 s idle, on send and on leaving. */
export function useTypingNotifier(recipientId: string, enabled: boolean): TypingNotifier | null {
  const [notifier, setNotifier] = useState<TypingNotifier | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const created = new TypingNotifier(
      (isTyping) => void sendRealtime({ type: 'USER_TYPING', recipientId, isTyping, timestamp: Date.now() }),
      windowTimers,
    );
    setNotifier(created);
    return () => {
      created.stop();
      setNotifier(null);
    };
  }, [recipientId, enabled]);
  return notifier;
}

/** Their side: true while the counterpart types (hidden 5 s after their last update or when their message lands). */
export function useCounterpartTyping(counterpartId: string, conversationId: string): boolean {
  const [typing, setTyping] = useState(false);
  const watcher = useRef<TypingWatcher | null>(null);
  useEffect(() => {
    const created = new TypingWatcher(setTyping, windowTimers);
    watcher.current = created;
    return () => {
      created.dispose();
      watcher.current = null;
      setTyping(false);
    };
  }, [counterpartId]);
  useRealtimeFrames((frame) => {
    if (frame.type === 'USER_TYPING' && frame.senderId === counterpartId) watcher.current?.received(frame.isTyping);
    if (frame.type === 'NEW_MESSAGE' && frame.message.senderId === counterpartId && frame.message.conversationId === conversationId) {
      watcher.current?.messageArrived();
    }
  });
  return typing;
}
