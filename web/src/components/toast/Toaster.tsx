import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore } from './toast-context';

/**
 * The live region stays in the page from the start so that screen readers announce
 * each toast added to it; only open toasts are drawn.
 */
export function Toaster() {
  const { t } = useTranslation('common');
  const store = useToastStore();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const visible = toasts.filter((toast) => toast.open);

  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <ol className="toaster__list" aria-live="polite" aria-atomic="false">
        {visible.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.variant}`}>
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.description ? <p className="toast__description">{toast.description}</p> : null}
            </div>
            <button type="button" className="toast__close" onClick={() => store.dismiss(toast.id)} aria-label={t('toast.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
