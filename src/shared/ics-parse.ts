/**
 * Reading iCalendar (RFC 5545) for busy times: the VEVENTs of a subscribed calendar turned into busy
 * intervals within a bounded window. Supported: DTSTART/DTEND as DATE or DATE-TIME (UTC `Z`, `TZID=`,
 * floating), DURATION, RRULE (FREQ DAILY/WEEKLY/MONTHLY/YEARLY with INTERVAL, COUNT, UNTIL, BYDAY,
 * BYMONTHDAY, WKST), RDATE, EXDATE, RECURRENCE-ID overrides; TRANSP:TRANSPARENT and STATUS:CANCELLED
 * are not busy. Recurrences expand on the event's wall clock, so a weekly 9:00 in Toronto stays 9:00
 * across daylight-saving changes. Dates, floating times and unknown zones read as `defaultTimeZone`.
 */

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface ParsedCalendar {
  intervals: BusyInterval[];
  /** More busy intervals than `maxIntervals`: the earliest were kept. */
  truncated: boolean;
}

export class IcsParseError extends Error {
  constructor(readonly reason: 'not_calendar') {
    super(reason);
  }
}

interface Prop {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A wall-clock reading: civil date and time, plus the zone it is read in (null: UTC). */
interface Wall {
  y: number;
  m: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

interface When {
  wall: Wall;
  isDate: boolean;
  /** IANA zone, or 'UTC'. */
  zone: string;
}

interface RawEvent {
  uid: string;
  start?: When;
  end?: When;
  durationMs?: { days: number; ms: number };
  rrule?: string;
  rdates: When[];
  exdates: When[];
  recurrenceId?: When;
  cancelled: boolean;
  transparent: boolean;
}

const DAY_MS = 86_400_000;
/** Windows zone names Outlook writes in TZID, to their IANA equivalents. */
const WINDOWS_ZONES: Record<string, string> = {
  'eastern standard time': 'America/Toronto',
  'us eastern standard time': 'America/Indiana/Indianapolis',
  'central standard time': 'America/Chicago',
  'mountain standard time': 'America/Denver',
  'pacific standard time': 'America/Los_Angeles',
  'atlantic standard time': 'America/Halifax',
  'newfoundland standard time': 'America/St_Johns',
  'canada central standard time': 'America/Regina',
  'gmt standard time': 'Europe/London',
  'romance standard time': 'Europe/Paris',
  'w. europe standard time': 'Europe/Berlin',
  utc: 'UTC',
};

const zoneCache = new Map<string, Intl.DateTimeFormat | null>();
function formatterOf(zone: string): Intl.DateTimeFormat | null {
  if (!zoneCache.has(zone)) {
    let f: Intl.DateTimeFormat | null;
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    } catch {
      f = null;
    }
    if (zoneCache.size > 200) zoneCache.clear();
    zoneCache.set(zone, f);
  }
  return zoneCache.get(zone)!;
}

/** The IANA zone a TZID names, or null. Accepts Windows names and prefixed ids (`/mozilla.org/.../America/Toronto`). */
export function resolveZone(tzid: string): string | null {
  const cleaned = tzid.trim().replace(/^"|"$/g, '');
  if (formatterOf(cleaned)) return cleaned;
  const windows = WINDOWS_ZONES[cleaned.toLowerCase()];
  if (windows) return windows;
  const tail = /([A-Za-z_]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)$/.exec(cleaned)?.[1];
  return tail && formatterOf(tail) ? tail : null;
}

/** Zone offsets by 15-minute bucket: tzdb transitions fall on quarter hours, and Intl is slow for thousands of occurrences. */
const OFFSET_BUCKET_MS = 15 * 60_000;
const offsetCache = new Map<string, number>();

function offsetMs(zone: string, utcMs: number): number {
  if (zone === 'UTC') return 0;
  const bucket = Math.floor(utcMs / OFFSET_BUCKET_MS) * OFFSET_BUCKET_MS;
  const key = `${zone}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone)!.formatToParts(new Date(bucket))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - bucket;
  if (offsetCache.size > 200_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant a wall clock in `zone` shows; a time skipped in spring reads one hour later, as clocks do. */
export function wallToInstant(w: Wall, zone: string): Date {
  const wall = Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s);
  if (zone === 'UTC') return new Date(wall);
  const first = wall - offsetMs(zone, wall);
  const second = wall - offsetMs(zone, first);
  if (second + offsetMs(zone, second) === wall) return new Date(second);
  return new Date(Math.max(first, second));
}

const civilMs = (w: Pick<Wall, 'y' | 'm' | 'd'>) => Date.UTC(w.y, w.m - 1, w.d);
const fromCivil = (ms: number, time: Pick<Wall, 'h' | 'mi' | 's'>): Wall => {
  const d = new Date(ms);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate(), h: time.h, mi: time.mi, s: time.s };
};
const addWallDays = (w: Wall, days: number): Wall => fromCivil(civilMs(w) + days * DAY_MS, w);
const weekdayOf = (w: Pick<Wall, 'y' | 'm' | 'd'>) => new Date(civilMs(w)).getUTCDay();
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]|\n[ \t]|\r[ \t]/g, '').split(/\r\n|\n|\r/);
}

function parseLine(line: string): Prop | null {
  let inQuotes = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ':' && !inQuotes) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
}

function parseWhenValue(value: string, params: Record<string, string>, defaultZone: string): When | null {
  const v = value.trim();
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (date || params.VALUE === 'DATE') {
    if (!date) return null;
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
    return { wall: { y, m, d, h: 0, mi: 0, s: 0 }, isDate: true, zone: defaultZone };
  }
  const dt = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(v);
  if (!dt) return null;
  const [y, m, d, h, mi, s] = dt.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m) || h > 23 || mi > 59 || s > 60) return null;
  const zone = dt[7] ? 'UTC' : params.TZID ? (resolveZone(params.TZID) ?? defaultZone) : defaultZone;
  return { wall: { y, m, d, h, mi, s: Math.min(s, 59) }, isDate: false, zone };
}

/** `P1W`, `PT1H30M`, `-P1D`, `P1DT2H`: nominal days (wall clock) and exact milliseconds. */
export function parseDuration(value: string): { days: number; ms: number } | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m || value.trim().replace(/^[+-]/, '') === 'P' || /T$/.test(value.trim())) return null;
  const sign = m[1] === '-' ? -1 : 1;
  const n = (i: number) => Number(m[i] ?? 0);
  return { days: sign * (n(2) * 7 + n(3)), ms: sign * (n(4) * 3_600_000 + n(5) * 60_000 + n(6) * 1000) };
}

function readEvents(text: string, defaultZone: string): RawEvent[] {
  const lines = unfold(text);
  if (!lines.some((l) => /^BEGIN:VCALENDAR$/i.test(l.trim()))) throw new IcsParseError('not_calendar');
  const events: RawEvent[] = [];
  const stack: string[] = [];
  let current: RawEvent | null = null;
  for (const line of lines) {
    const prop = parseLine(line);
    if (!prop) continue;
    if (prop.name === 'BEGIN') {
      const component = prop.value.trim().toUpperCase();
      stack.push(component);
      if (component === 'VEVENT' && stack.length === 2) current = { uid: '', rdates: [], exdates: [], cancelled: false, transparent: false };
      continue;
    }
    if (prop.name === 'END') {
      const component = stack.pop();
      if (component === 'VEVENT' && current) {
        events.push(current);
        current = null;
      }
      continue;
    }
    // Properties of nested components (VALARM) are not the event's.
    if (!current || stack[stack.length - 1] !== 'VEVENT') continue;
    const list = (): When[] => prop.value.split(',').flatMap((v) => parseWhenValue(v, prop.params, defaultZone) ?? []);
    switch (prop.name) {
      case 'UID':
        current.uid = prop.value.trim();
        break;
      case 'DTSTART':
        current.start = parseWhenValue(prop.value, prop.params, defaultZone) ?? undefined;
        break;
      case 'DTEND':
        current.end = parseWhenValue(prop.value, prop.params, defaultZone) ?? undefined;
        break;
      case 'DURATION':
        current.durationMs = parseDuration(prop.value) ?? undefined;
        break;
      case 'RRULE':
        current.rrule = prop.value.trim();
        break;
      case 'RDATE':
        if (prop.params.VALUE !== 'PERIOD') current.rdates.push(...list());
        break;
      case 'EXDATE':
        current.exdates.push(...list());
        break;
      case 'RECURRENCE-ID':
        current.recurrenceId = parseWhenValue(prop.value, prop.params, defaultZone) ?? undefined;
        break;
      case 'STATUS':
        current.cancelled = prop.value.trim().toUpperCase() === 'CANCELLED';
        break;
      case 'TRANSP':
        current.transparent = prop.value.trim().toUpperCase() === 'TRANSPARENT';
        break;
    }
  }
  return events;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Rule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  interval: number;
  count?: number;
  until?: When;
  byDay: { ordinal: number; weekday: number }[];
  byMonthDay: number[];
  wkst: number;
}

function parseRule(text: string, defaultZone: string): Rule | null {
  const parts = new Map(text.split(';').map((p) => p.split('=', 2) as [string, string]).map(([k, v]) => [k.toUpperCase(), v ?? '']));
  const freq = parts.get('FREQ')?.toUpperCase();
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null;
  // Parts that would narrow the set in ways not expanded here: refuse the rule rather than guess more busy time.
  for (const unsupported of ['BYSETPOS', 'BYHOUR', 'BYMINUTE', 'BYSECOND', 'BYWEEKNO', 'BYYEARDAY', 'BYMONTH']) {
    if (parts.has(unsupported) && !(unsupported === 'BYMONTH' && freq === 'YEARLY')) return null;
  }
  const interval = Math.max(1, Math.min(1000, Number(parts.get('INTERVAL') ?? 1) || 1));
  const count = parts.has('COUNT') ? Math.max(0, Number(parts.get('COUNT')) || 0) : undefined;
  const untilRaw = parts.get('UNTIL');
  const until = untilRaw ? (parseWhenValue(untilRaw, {}, defaultZone) ?? undefined) : undefined;
  const byDay = (parts.get('BYDAY') ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((d) => {
      const m = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/i.exec(d.trim());
      return m ? [{ ordinal: m[1] ? Number(m[1]) : 0, weekday: WEEKDAYS.indexOf(m[2]!.toUpperCase()) }] : [];
    });
  const byMonthDay = (parts.get('BYMONTHDAY') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 31);
  // Yearly rules are expanded on DTSTART's month and day only (birthdays, anniversaries).
  if (freq === 'YEARLY' && (byDay.length || byMonthDay.length)) return null;
  const wkst = Math.max(0, WEEKDAYS.indexOf((parts.get('WKST') ?? 'MO').toUpperCase()));
  return { freq, interval, count, until, byDay, byMonthDay, wkst };
}

/** The dates (civil ms) of one month matching BYDAY entries (`2MO`, `-1FR`, `MO`). */
function monthDaysByWeekday(y: number, m: number, byDay: Rule['byDay']): number[] {
  const n = daysInMonth(y, m);
  const out: number[] = [];
  for (const { ordinal, weekday } of byDay) {
    const matching: number[] = [];
    for (let d = 1; d <= n; d++) if (weekdayOf({ y, m, d }) === weekday) matching.push(d);
    if (ordinal === 0) out.push(...matching);
    else {
      const d = ordinal > 0 ? matching[ordinal - 1] : matching[matching.length + ordinal];
      if (d) out.push(d);
    }
  }
  return out;
}

/** Candidate start walls of period `k` of the rule, in order. */
function periodStarts(rule: Rule, start: Wall, k: number): Wall[] {
  const time = { h: start.h, mi: start.mi, s: start.s };
  if (rule.freq === 'DAILY') {
    const w = addWallDays(start, k * rule.interval);
    return !rule.byDay.length || rule.byDay.some((b) => b.weekday === weekdayOf(w)) ? [w] : [];
  }
  if (rule.freq === 'WEEKLY') {
    const offset = (weekdayOf(start) - rule.wkst + 7) % 7;
    const weekStart = addWallDays(start, -offset + 7 * k * rule.interval);
    const days = rule.byDay.length ? [...new Set(rule.byDay.map((b) => b.weekday))] : [weekdayOf(start)];
    return days.map((wd) => (wd - rule.wkst + 7) % 7).sort((a, b) => a - b).map((i) => addWallDays(weekStart, i));
  }
  if (rule.freq === 'MONTHLY') {
    const index = start.y * 12 + (start.m - 1) + k * rule.interval;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const n = daysInMonth(y, m);
    let days: number[];
    if (rule.byDay.length) days = monthDaysByWeekday(y, m, rule.byDay);
    else if (rule.byMonthDay.length) days = rule.byMonthDay.map((d) => (d > 0 ? d : n + d + 1)).filter((d) => d >= 1 && d <= n);
    else days = start.d <= n ? [start.d] : [];
    return [...new Set(days)].sort((a, b) => a - b).map((d) => ({ y, m, d, ...time }));
  }
  const y = start.y + k * rule.interval;
  return start.d <= daysInMonth(y, start.m) ? [{ y, m: start.m, d: start.d, ...time }] : [];
}

const wallKey = (w: Wall) => civilMs(w) + ((w.h * 60 + w.mi) * 60 + w.s) * 1000;

export interface ParseOptions {
  from: Date;
  to: Date;
  /** Zone of dates, floating times and unknown TZIDs (the platform's: America/Toronto). */
  defaultTimeZone: string;
  /** At most this many intervals are returned. */
  maxIntervals: number;
}

/** Upper bound of recurrence periods walked per event, so a daily rule from 1970 cannot run away. */
const MAX_PERIODS = 50_000;
/** Upper bound of candidate occurrences walked for a whole calendar (thousands of old daily rules): the rest is left out, marked truncated. */
const MAX_CANDIDATES = 200_000;

/** The busy intervals of an iCalendar text that overlap [from, to), sorted by start. */
export function parseBusyIntervals(text: string, options: ParseOptions): ParsedCalendar {
  const events = readEvents(text, options.defaultTimeZone);
  const from = options.from.getTime();
  const to = options.to.getTime();
  const out: BusyInterval[] = [];
  const overrides = new Map<string, RawEvent[]>();
  for (const e of events) if (e.recurrenceId && e.uid) overrides.set(e.uid, [...(overrides.get(e.uid) ?? []), e]);

  const instantOf = (w: When) => wallToInstant(w.wall, w.zone).getTime();
  const endOf = (e: RawEvent, startWall: Wall, startMs: number, isDate: boolean, zone: string): number => {
    if (e.end && e.start) {
      // The event's length on its wall clock: a 9:00-10:00 repeated across a DST change stays an hour.
      const lengthDays = Math.round((civilMs(e.end.wall) - civilMs(e.start.wall)) / DAY_MS);
      const endWall = addWallDays({ ...startWall, h: e.end.wall.h, mi: e.end.wall.mi, s: e.end.wall.s }, lengthDays);
      if (e.end.zone === e.start.zone) return wallToInstant(endWall, zone).getTime();
      return startMs + (instantOf(e.end) - instantOf(e.start));
    }
    if (e.durationMs) return wallToInstant(addWallDays(startWall, e.durationMs.days), zone).getTime() + e.durationMs.ms;
    return isDate ? wallToInstant(addWallDays(startWall, 1), zone).getTime() : startMs;
  };
  const push = (start: number, end: number) => {
    if (Number.isFinite(start) && Number.isFinite(end) && end > start && end > from && start < to) out.push({ start: new Date(start), end: new Date(end) });
  };

  let budget = MAX_CANDIDATES;
  for (const e of events) {
    if (!e.start) continue;
    if (e.recurrenceId) {
      if (!e.cancelled && !e.transparent) {
        const s = instantOf(e.start);
        push(s, endOf(e, e.start.wall, s, e.start.isDate, e.start.zone));
      }
      continue;
    }
    if (e.cancelled || e.transparent) continue;
    const { wall: startWall, isDate, zone } = e.start;
    const replaced = new Set((overrides.get(e.uid) ?? []).map((o) => (o.recurrenceId!.isDate ? `d${civilMs(o.recurrenceId!.wall)}` : `t${instantOf(o.recurrenceId!)}`)));
    const excluded = new Set(e.exdates.map((x) => (x.isDate ? `d${civilMs(x.wall)}` : `t${instantOf(x)}`)));
    const add = (w: Wall, instant?: number) => {
      const s = instant ?? wallToInstant(w, zone).getTime();
      if (excluded.has(`d${civilMs(w)}`) || excluded.has(`t${s}`) || replaced.has(`d${civilMs(w)}`) || replaced.has(`t${s}`)) return;
      push(s, endOf(e, w, s, isDate, zone));
    };
    const rule = e.rrule ? parseRule(e.rrule, options.defaultTimeZone) : null;
    if (!rule) add(startWall);
    else {
      const firstKey = wallKey(startWall);
      const untilMs = rule.until ? (rule.until.isDate ? civilMs(rule.until.wall) + DAY_MS - 1 : rule.until.zone === 'UTC' ? instantOf(rule.until) : wallToInstant(rule.until.wall, zone).getTime()) : Infinity;
      let produced = 0;
      // The DTSTART is always the first occurrence, even when it does not match the rule (RFC 5545 3.8.5.3).
      let startCounted = false;
      // Without COUNT nothing before the window matters: jump to a period just before it (conservatively, by the longest period).
      let k0 = 0;
      const gapDays = Math.floor((from - 2 * DAY_MS - civilMs(startWall)) / DAY_MS);
      if (rule.count === undefined && gapDays > 0) {
        const longest = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 }[rule.freq] * rule.interval;
        k0 = Math.max(0, Math.floor(gapDays / longest) - 1);
        if (k0 > 0) startCounted = true;
      }
      outer: for (let k = k0; k < k0 + MAX_PERIODS; k++) {
        if (--budget < 0) break;
        for (const w of periodStarts(rule, startWall, k)) {
          if (wallKey(w) < firstKey) continue;
          if (!startCounted && wallKey(w) !== firstKey) {
            startCounted = true;
            produced++;
            add(startWall);
          }
          startCounted = true;
          if (rule.count !== undefined && produced >= rule.count) break outer;
          // Far before the window (wall time read as UTC is within a day of the instant): counted, not converted.
          const approx = wallKey(w);
          if (approx < from - 2 * DAY_MS && approx < untilMs - 2 * DAY_MS) {
            produced++;
            continue;
          }
          const instant = wallToInstant(w, zone).getTime();
          if ((rule.until?.isDate ? civilMs(w) : instant) > untilMs) break outer;
          if (instant >= to) break outer;
          produced++;
          add(w, instant);
        }
      }
      if (!startCounted) add(startWall);
    }
    for (const r of e.rdates) {
      const s = instantOf(r);
      if (!excluded.has(`t${s}`) && !excluded.has(`d${civilMs(r.wall)}`)) push(s, endOf(e, r.wall, s, r.isDate, r.zone));
    }
  }
  out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  return { intervals: out.slice(0, options.maxIntervals), truncated: out.length > options.maxIntervals || budget < 0 };
}
