import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onBusy } from '../../../web/src/api/back-off';

/** Shown at most this often, however many calls were refused together. */
const NOTICE_EVERY_MS = 5000;

/** Issue #37: a call refused for load (503, or a read still refused after its retry) is told once, in the staff's language. */
export function BusyNotices() {
  const notify = useNotify();
  useEffect(() => {
    let shownAt = -Infinity;
    return onBusy(() => {
      const now = Date.now();
      if (now - shownAt < NOTICE_EVERY_MS) return;
      shownAt = now;
      notify('eclat.busy', { type: 'warning' });
    });
  }, [notify]);
  return null;
}
