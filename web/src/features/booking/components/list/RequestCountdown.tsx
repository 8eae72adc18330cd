import { useTranslation } from 'react-i18next';
import { countdownParts, formatCountdown } from '../../countdown';
import { useNow } from '../../use-now';

/** Time left to answer a request; ticks every second, read out only when asked (no live region). */
export function RequestCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('bookingList');
  const parts = countdownParts(expiresAt, useNow());
  if (parts.expired) return <span className="booking-countdown booking-countdown--expired">{t('countdown.expired')}</span>;
  return (
    <span className={parts.hours < 2 ? 'booking-countdown booking-countdown--urgent' : 'booking-countdown'}>
      {t('countdown.left')} <time dateTime={`PT${parts.hours}H${parts.minutes}M${parts.seconds}S`}>{formatCountdown(parts)}</time>
    </span>
  );
}
