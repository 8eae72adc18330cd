import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownTo, formatCountdown } from '../countdown';

/** "The request expires in 5 h 12 min", refreshed every 20 seconds. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('bookingDetail');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdownTo(expiresAt, now);
  const text = left.expired ? t('summary.expired') : t('summary.expiresIn', { time: formatCountdown(left) });
  return (
    <p className="booking-countdown">
      <time dateTime={expiresAt}>{text}</time>
    </p>
  );
}
