import { formatCalendarDateTime } from '../../lib/format-datetime';

/**
 * A postponement's history line (issue #42): "Reportée du mer. 9 déc. à 9 h au jeu. 10 déc. à 13 h", not
 * "Motif : 2026-12-09 09:00". Each postponement records the former start ("YYYY-MM-DD HH:MM") as its
 * reason; where it moved to is the next postponement's former start, or the booking's start for the last.
 */
export interface Move {
  from: string;
  to: string;
}

const WALL = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

export function postponeMoves(history: readonly { action: string; reason: string | null }[], current: { date: string; time: string }, language: string | undefined): Map<number, Move> {
  const text = (date: string, time: string) => formatCalendarDateTime(date, time, language, { month: 'short' });
  const indexes = history.flatMap((e, i) => (e.action === 'postpone' && e.reason && WALL.test(e.reason) ? [i] : []));
  const moves = new Map<number, Move>();
  indexes.forEach((i, n) => {
    const [, date, time] = WALL.exec(history[i]!.reason!)!;
    const next = indexes[n + 1];
    const to = next !== undefined ? WALL.exec(history[next]!.reason!)! : [null, current.date, current.time];
    moves.set(i, { from: text(date!, time!), to: text(to[1]!, to[2]!) });
  });
  return moves;
}
