import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingNotifier, TypingWatcher } from './typing';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('TypingNotifier', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends true once per burst and false after 3 s without input', () => {
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((typing) => sent.push(typing), timers);
    notifier.input();
    vi.advanceTimersByTime(2_000);
    notifier.input();
    vi.advanceTimersByTime(2_999);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true, false]);
    notifier.input();
    expect(sent).toEqual([true, false, true]);
  });

  it('sends false at once on send, and nothing more afterwards', () => {
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((typing) => sent.push(typing), timers);
    notifier.input();
    notifier.stop();
    vi.advanceTimersByTime(10_000);
    notifier.stop();
    expect(sent).toEqual([true, false]);
  });
});

describe('TypingWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the indicator and hides it 5 s after the last update', () => {
    const shown: boolean[] = [];
    const watcher = new TypingWatcher((typing) => shown.push(typing), timers);
    watcher.received(true);
    vi.advanceTimersByTime(4_000);
    watcher.received(true);
    vi.advanceTimersByTime(4_999);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([true, false]);
  });

  it('hides on "stopped" or when their message arrives', () => {
    const shown: boolean[] = [];
    const watcher = new TypingWatcher((typing) => shown.push(typing), timers);
    watcher.received(true);
    watcher.received(false);
    watcher.received(true);
    watcher.messageArrived();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([true, false, true, false]);
  });
});
