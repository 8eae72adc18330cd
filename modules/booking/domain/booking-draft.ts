import type { FieldIssue } from '../../../src/shared/domain-error.js';
import { isLocalDate } from '../../../src/shared/local-time.js';
import type { ChecklistCategory, Emergency, Frequency, PetKind } from './booking.js';

/** Spec sections 5 and 9: a booking lasts at least 4 hours. */
export const MIN_DURATION_HOURS = 4;
export const DEFAULT_SERIES_VISITS = 4;

/** What the client sends (the contract's BookingDraft, already shape-checked). */
export interface BookingDraftInput {
  cleanerId: string;
  propertyId: string;
  cleaningType: string;
  date: string;
  time: string;
  durationHours: number;
  frequency?: Frequency;
  visits?: number;
  intervalDays?: number;
  pets?: { hasPets: boolean; kinds: PetKind[] };
  suppliesProvided?: boolean;
  allowPhotos?: boolean;
  emergency?: Emergency | null;
  tasks?: { category: ChecklistCategory; label: string }[];
  notes?: string | null;
  promoCode?: string | null;
}

/** The draft after the rules, normalised (trimmed texts, defaults filled in). */
export interface CheckedDraft {
  cleanerId: string;
  propertyId: string;
  cleaningType: string;
  date: string;
  startMinute: number;
  durationMinutes: number;
  frequency: Frequency;
  visits: number;
  intervalDays: number | null;
  hasPets: boolean;
  petKinds: PetKind[];
  suppliesProvided: boolean;
  allowPhotos: boolean;
  emergency: Emergency | null;
  tasks: { category: ChecklistCategory; label: string }[];
  notes: string | null;
  promoCode: string | null;
}

const blankToNull = (s: string | null | undefined): string | null => (s && s.trim() ? s.trim() : null);

/** The booking rules the contract cannot express; each failure names its field. */
export function checkDraft(d: BookingDraftInput): { ok: true; value: CheckedDraft } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const add = (field: string, code: string, params?: Record<string, string | number>) => issues.push({ field: `body.${field}`, code, ...(params ? { params } : {}) });
  if (!isLocalDate(d.date)) add('date', 'fields.invalid_date');
  const [h, m] = d.time.split(':').map(Number) as [number, number];
  const startMinute = h * 60 + m;
  if (startMinute >= 24 * 60) add('time', 'fields.invalid_time');
  if (d.durationHours < MIN_DURATION_HOURS) add('durationHours', 'booking.min_duration', { hours: MIN_DURATION_HOURS });
  const frequency = d.frequency ?? 'once';
  const visits = frequency === 'once' ? 1 : (d.visits ?? DEFAULT_SERIES_VISITS);
  if (frequency === 'once' && d.visits !== undefined && d.visits !== 1) add('visits', 'booking.once_is_one_visit');
  if (frequency !== 'once' && visits < 2) add('visits', 'booking.series_needs_visits');
  if (frequency === 'custom' && d.intervalDays === undefined) add('intervalDays', 'fields.required');
  const emergency = d.emergency ? { reason: d.emergency.reason.trim(), priority: d.emergency.priority } : null;
  if (emergency && emergency.reason.length < 3) add('emergency.reason', 'fields.required');
  const tasks = (d.tasks ?? []).map((t) => ({ category: t.category, label: t.label.trim() }));
  tasks.forEach((t, i) => {
    if (!t.label) add(`tasks.${i}.label`, 'fields.required');
  });
  if (issues.length) return { ok: false, issues };
  const hasPets = d.pets?.hasPets ?? false;
  return {
    ok: true,
    value: {
      cleanerId: d.cleanerId,
      propertyId: d.propertyId,
      cleaningType: d.cleaningType,
      date: d.date,
      startMinute,
      durationMinutes: Math.round(d.durationHours * 60),
      frequency,
      visits,
      intervalDays: frequency === 'custom' ? d.intervalDays! : null,
      hasPets,
      petKinds: hasPets ? [...new Set(d.pets?.kinds ?? [])] : [],
      suppliesProvided: d.suppliesProvided ?? false,
      // Privacy by default (Law 25, issue #42): no photos unless the client says yes.
      allowPhotos: d.allowPhotos ?? false,
      emergency,
      tasks,
      notes: blankToNull(d.notes),
      promoCode: blankToNull(d.promoCode)?.toUpperCase() ?? null,
    },
  };
}
