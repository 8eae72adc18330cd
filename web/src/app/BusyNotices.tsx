import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onBusy } from '../api/back-off';
import { useToast } from '../components/toast/toast-context';
import { TOAST_DISPLAY_MS } from '../components/toast/toast-store';

/**
 * Issue #37: a call the server refused for load (503, or a read still refused after its retry) is told
 * with one toast, "Le service est très sollicité, réessayez dans quelques secondes"; several refusals at
 * once (a page's reads) show it once while it is on screen.
 */
export function BusyNotices() {
  const { t } = useTranslation('common');
  const toast = useToast();
  useEffect(() => {
    let shownAt = -Infinity;
    return onBusy(() => {
      const now = Date.now();
      if (now - shownAt < TOAST_DISPLAY_MS) return;
      shownAt = now;
      toast({ title: t('toast.busy'), variant: 'destructive' });
    });
  }, [t, toast]);
  return null;
}
