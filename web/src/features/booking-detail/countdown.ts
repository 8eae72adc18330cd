/** Time left before a pending request expires, in whole minutes (rounded up: "1 min" until it is gone). */
export interface Countdown {
  expired: boolean;
  hours: number;
  minutes: number;
}

export function countdownTo(deadline: string | Date, now: Date = new Date()): Countdown {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return { expired: true, hours: 0, minutes: 0 };
  const totalMinutes = Math.ceil(ms / 60_000);
  return { expired: false, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** "5 h 12 min", "5 h", "12 min": the same short units read naturally in French and English. */
export function formatCountdown({ hours, minutes }: Countdown): string {
  if (hours === 0) return `${minutes} min`;
  if (minutes === 0) return `${hours} h`;
  return `${hours} h ${minutes} min`;
}
