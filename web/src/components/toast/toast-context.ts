import { createContext, useContext } from 'react';
import type { ToastStore } from './toast-store';

export const ToastContext = createContext<ToastStore | null>(null);

export function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used inside <ToastProvider>');
  return store;
}

/** Shows a toast: `toast({ title, description, variant })`. */
export function useToast(): ToastStore['show'] {
  return useToastStore().show;
}
