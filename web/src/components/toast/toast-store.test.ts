import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast after 5 seconds', () => {
    const store = createToastStore({ displayMs: 60_000 });
    const id = store.show({ title: 'Saved', variant: 'success' });
    store.dismiss(id);
    expect(store.getSnapshot()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses a toast by itself after it was shown, then removes it', () => {
    const store = createToastStore({ displayMs: 5000, removeDelayMs: 5000 });
    store.show({ title: 'Hello' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses every toast when no id is given, and notifies listeners', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: 'One' });
    store.dismiss();
    expect(store.getSnapshot().every((toast) => !toast.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not let the timer of a replaced toast remove the new one', () => {
    const store = createToastStore({ displayMs: 60_000 });
    const first = store.show({ title: 'First' });
    store.dismiss(first);
    store.show({ title: 'Second' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Second']);
  });
});
