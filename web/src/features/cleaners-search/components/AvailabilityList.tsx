import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAvailability } from '../api/types';
import { localeTag } from '../format';

/** The coming days that have free slots, each with its times (Quebec wall-clock). */
export function AvailabilityList({ availability }: { availability: PublicAvailability }) {
  const { t, i18n } = useTranslation('search');
  const format = useMemo(
    () => new Intl.DateTimeFormat(localeTag(i18n.resolvedLanguage), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    [i18n.resolvedLanguage],
  );
  const days = useMemo(() => {
    const byDate = new Map<string, PublicAvailability['slots']>();
    for (const slot of availability.slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [availability.slots]);
  if (days.length === 0) return <p>{t('profile.noAvailability')}</p>;
  return (
    <ul className="availability-list">
      {days.map(([date, slots]) => (
        <li key={date}>
          <strong>{format.format(new Date(`${date}T00:00:00Z`))}</strong> :{' '}
          {slots
            .slice()
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((s) => t('profile.slotTime', { start: s.start, end: s.end }))
            .join(', ')}
        </li>
      ))}
    </ul>
  );
}
