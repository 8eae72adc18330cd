import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import type { PublicAvailability } from '../api/types';

/** The coming days that have free slots, each with its times (Quebec wall-clock). */
export function AvailabilityList({ availability }: { availability: PublicAvailability }) {
  const { t } = useTranslation('search');
  const format = useDateTimeFormat();
  const days = useMemo(() => {
    const byDate = new Map<string, PublicAvailability['slots']>();
    for (const slot of availability.slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    return [...byDate.entries()].sort(([a], [b]) => byText(a, b));
  }, [availability.slots]);
  if (days.length === 0) return <p>{t('profile.noAvailability')}</p>;
  return (
    <ul className="availability-list">
      {days.map(([date, slots]) => {
        const times = slots
          .slice()
          .sort((a, b) => byText(a.start, b.start))
          .map((s) => t('profile.slotTime', { start: format.wallTime(s.start), end: format.wallTime(s.end) }))
          .join(', ');
        // "lundi 24 novembre : disponible (8 h – 12 h)": a free slot reads "available", the wording of
        // spec section 4's status list (docs/decisions.md, "Booking status labels").
        return (
          <li key={date}>
            <Trans
              t={t}
              i18nKey="profile.slotsOfDay"
              values={{ date: format.calendarDate(date), times, status: t('profile.slotStatus.available') }}
              components={{ day: <strong />, status: <span className="availability-list__status" /> }}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Dates (YYYY-MM-DD) and times (HH:MM) sort as text. Not localeCompare: its first call makes the
 * engine's collator, tens of milliseconds in one task as the profile is hydrated (issue #39).
 */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
