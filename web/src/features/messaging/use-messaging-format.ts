import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localeTag } from '../cleaners-search/format';

const ZONE = 'America/Toronto';

/** Message times on Quebec time; booking dates and wall-clock times as written on the booking. */
export function useMessagingFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const tag = localeTag(language);
    const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: ZONE });
    const dayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE });
    const stamp = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: ZONE });
    const date = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const wall = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return {
      time: (iso: string) => time.format(new Date(iso)),
      /** Today: the time only; another day: the date too. */
      stamp: (iso: string, now = new Date()) => {
        const at = new Date(iso);
        return dayKey.format(at) === dayKey.format(now) ? time.format(at) : stamp.format(at);
      },
      bookingDate: (day: string) => {
        const [y, m, d] = day.split('-').map(Number);
        return y && m && d ? date.format(new Date(Date.UTC(y, m - 1, d))) : day;
      },
      wallTime: (hhmm: string) => {
        const [h, min] = hhmm.split(':').map(Number);
        return h !== undefined && min !== undefined && !Number.isNaN(h) && !Number.isNaN(min) ? wall.format(new Date(Date.UTC(1970, 0, 1, h, min))) : hhmm;
      },
    };
  }, [language]);
}
