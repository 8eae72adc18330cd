/**
 * A visit booked close to its start (issue #42): a request expires at the earlier of its answer window
 * and the visit's start, and a visit starting inside the free-cancellation window costs the late fee as
 * soon as it is accepted. The recap and the confirmation then say so instead of "24 hours to accept"
 * and "free cancellation up to 24 hours before". Minutes are counted on Quebec's calendar and clock
 * (a DST night may shift them by an hour, which only moves where the wording switches).
 */
export interface ShortNotice {
  minutesToStart: number;
  /** The answer window ends at the visit's start, not after `requestExpiryHours`. */
  answerBeforeStart: boolean;
  /** Cancelling once accepted already costs the late fee. */
  lateFeeAtOnce: boolean;
}

const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const minuteOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

export function shortNotice(start: { date: string; time: string }, now: { date: string; minute: number }, terms: { requestExpiryHours: number; freeCancellationHours: number }): ShortNotice {
  const minutesToStart = (dayNumber(start.date) - dayNumber(now.date)) * 1440 + minuteOf(start.time) - now.minute;
  return {
    minutesToStart,
    answerBeforeStart: minutesToStart <= terms.requestExpiryHours * 60,
    lateFeeAtOnce: minutesToStart < terms.freeCancellationHours * 60,
  };
}
