import { useState, type ReactNode } from 'react';
import { ToastContext } from './toast-context';
import { createToastStore } from './toast-store';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}
