import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../realtime/use-realtime';

/** Tells the reader when live updates stopped: reconnecting, or given up (with the spec's socket text). */
export function RealtimeNotice() {
  const { t } = useTranslation('messaging');
  const status = useRealtimeStatus();
  if (status.state !== 'closed' || (!status.willReconnect && status.error === null)) return null;
  const reason = status.error ? t(`realtime.errors.${status.error}`) : null;
  return (
    <div className="notice notice--error messaging-realtime-notice" role="status">
      <p>
        {status.willReconnect ? t('realtime.reconnecting') : t('realtime.offline')}
        {reason ? ` (${reason})` : null}
      </p>
    </div>
  );
}
