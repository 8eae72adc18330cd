/** Half-open ranges [start, end) of numbers (minutes of a day, or epoch milliseconds). */
export interface Interval {
  start: number;
  end: number;
}

/** Sorted, with overlapping or touching ranges joined. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ ...i });
  }
  return merged;
}

export const totalLength = (list: readonly Interval[]): number => mergeIntervals(list).reduce((sum, i) => sum + (i.end - i.start), 0);

/** Whether the union of `list` covers all of `range`. */
export function covers(list: readonly Interval[], range: Interval): boolean {
  return mergeIntervals(list).some((i) => i.start <= range.start && i.end >= range.end);
}

/** `list` minus `holes`. */
export function subtractIntervals(list: readonly Interval[], holes: readonly Interval[]): Interval[] {
  let rest = mergeIntervals(list);
  for (const hole of mergeIntervals(holes)) {
    rest = rest.flatMap((i) => {
      if (hole.end <= i.start || hole.start >= i.end) return [i];
      const parts: Interval[] = [];
      if (hole.start > i.start) parts.push({ start: i.start, end: hole.start });
      if (hole.end < i.end) parts.push({ start: hole.end, end: i.end });
      return parts;
    });
  }
  return rest;
}

export const clip = (i: Interval, range: Interval): Interval | null => {
  const start = Math.max(i.start, range.start);
  const end = Math.min(i.end, range.end);
  return end > start ? { start, end } : null;
};
