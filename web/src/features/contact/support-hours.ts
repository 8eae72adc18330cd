/** The support hours as people write them: "9 h" and "8 h 30" in Quebec French, "9 a.m." in English. */
export function formatClock(hhmm: string, language: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const minutes = m ? String(m).padStart(2, '0') : '';
  if (language === 'fr') return minutes ? `${h}\u00a0h\u00a0${minutes}` : `${h}\u00a0h`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${minutes ? `:${minutes}` : ''}\u00a0${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** An ISO weekday's name (1 = Monday) in the language, from the platform's calendar data. */
export function weekdayName(isoDay: number, language: string): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoDay));
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** Which sentence describes the days: every day, a single day or a range. */
export function daysKind(days: { from: number; to: number }): 'everyDay' | 'oneDay' | 'range' {
  if (days.from === 1 && days.to === 7) return 'everyDay';
  return days.from === days.to ? 'oneDay' : 'range';
}
