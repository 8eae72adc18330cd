/**
 * Spec section 4 (Toast): one toast at a time; a dismissed toast is removed 5 seconds later.
 * A visible toast dismisses itself after `displayMs` so notices do not pile up unseen.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
  displayMs?: number;
  scheduler?: Scheduler;
}

export interface ToastStore {
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_DISPLAY_MS = 5000;

const defaultScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  const displayMs = options.displayMs ?? TOAST_DISPLAY_MS;
  const scheduler = options.scheduler ?? defaultScheduler;

  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const displayTimers = new Map<string, unknown>();
  const removeTimers = new Map<string, unknown>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const forgetTimers = (id: string) => {
    for (const timers of [displayTimers, removeTimers]) {
      if (timers.has(id)) {
        scheduler.clearTimeout(timers.get(id));
        timers.delete(id);
      }
    }
  };

  const remove = (id: string) => {
    forgetTimers(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      scheduler.setTimeout(() => {
        removeTimers.delete(id);
        remove(id);
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    let changed = false;
    toasts = toasts.map((toast) => {
      if ((id === undefined || toast.id === id) && toast.open) {
        changed = true;
        if (displayTimers.has(toast.id)) {
          scheduler.clearTimeout(displayTimers.get(toast.id));
          displayTimers.delete(toast.id);
        }
        scheduleRemoval(toast.id);
        return { ...toast, open: false };
      }
      return toast;
    });
    if (changed) emit();
  };

  const show = (input: ToastInput): string => {
    counter += 1;
    const id = `toast-${counter}`;
    const toast: Toast = {
      id,
      title: input.title,
      variant: input.variant ?? 'default',
      open: true,
      ...(input.description !== undefined ? { description: input.description } : {}),
    };
    const next = [toast, ...toasts];
    // Past the limit the older toasts go at once: one toast at a time.
    for (const dropped of next.slice(limit)) forgetTimers(dropped.id);
    toasts = next.slice(0, limit);
    displayTimers.set(
      id,
      scheduler.setTimeout(() => {
        displayTimers.delete(id);
        dismiss(id);
      }, displayMs),
    );
    emit();
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
