import type { BookingDraft, BookingFrequency, ChecklistCategory } from './api/types';

export type CleaningType = BookingDraft['cleaningType'];
export type PetKind = 'cat' | 'dog' | 'other';
export type Priority = 'low' | 'medium' | 'high';

export const FREQUENCIES: readonly BookingFrequency[] = ['once', 'weekly', 'biweekly', 'monthly', 'custom'];
export const PET_KINDS: readonly PetKind[] = ['cat', 'dog', 'other'];
export const PRIORITIES: readonly Priority[] = ['low', 'medium', 'high'];
export const CHECKLIST_CATEGORIES: readonly ChecklistCategory[] = ['general', 'kitchen', 'bathroom', 'bedroom', 'living_room', 'common_areas', 'outdoor', 'specific', 'other'];

export const MIN_DURATION_HOURS = 4;
export const MAX_DURATION_HOURS = 12;
export const MIN_VISITS = 2;
export const MAX_VISITS = 12;
export const DEFAULT_VISITS = 4;
export const MIN_INTERVAL_DAYS = 2;
export const MAX_INTERVAL_DAYS = 60;
export const MAX_TASKS = 60;

export interface FormTask {
  /** Local key for React lists; not sent. */
  key: string;
  category: ChecklistCategory;
  label: string;
}

/** What the form holds: strings for inputs, as typed. */
export interface BookingFormValues {
  propertyId: string;
  cleaningType: CleaningType | '';
  frequency: BookingFrequency;
  visits: string;
  intervalDays: string;
  date: string;
  time: string;
  durationHours: string;
  hasPets: boolean;
  petKinds: PetKind[];
  suppliesProvided: boolean;
  allowPhotos: boolean;
  emergency: boolean;
  emergencyReason: string;
  emergencyPriority: Priority;
  tasks: FormTask[];
  notes: string;
  promoCode: string;
}

export type FormField = 'propertyId' | 'cleaningType' | 'date' | 'time' | 'durationHours' | 'visits' | 'intervalDays' | 'emergencyReason';
export type FormErrorCode = 'required' | 'minDuration' | 'maxDuration' | 'durationStep' | 'pastDate' | 'visitsRange' | 'intervalRange' | 'reasonLength';
export type FormErrors = Partial<Record<FormField, FormErrorCode>>;

export function initialFormValues(defaults: { propertyId?: string; cleaningType?: CleaningType; date?: string } = {}): BookingFormValues {
  return {
    propertyId: defaults.propertyId ?? '',
    cleaningType: defaults.cleaningType ?? '',
    frequency: 'once',
    visits: String(DEFAULT_VISITS),
    intervalDays: '',
    date: defaults.date ?? '',
    time: '',
    durationHours: String(MIN_DURATION_HOURS),
    hasPets: false,
    petKinds: [],
    suppliesProvided: false,
    // Law 25, privacy by default (issue #42): before/after photos only when the client ticks it.
    allowPhotos: false,
    emergency: false,
    emergencyReason: '',
    emergencyPriority: 'medium',
    tasks: [],
    notes: '',
    promoCode: '',
  };
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Hours as typed ("4", "4,5", "4.5"); null when not a number. */
export function parseHours(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Every problem of the form, by field. `today` is Quebec's date (YYYY-MM-DD). */
export function validateForm(values: BookingFormValues, today: string): FormErrors {
  const errors: FormErrors = {};
  if (!values.propertyId) errors.propertyId = 'required';
  if (!values.cleaningType) errors.cleaningType = 'required';
  if (!values.date) errors.date = 'required';
  else if (values.date < today) errors.date = 'pastDate';
  if (!values.time) errors.time = 'required';

  const hours = parseHours(values.durationHours);
  if (hours === null) errors.durationHours = 'required';
  else if (hours < MIN_DURATION_HOURS) errors.durationHours = 'minDuration';
  else if (hours > MAX_DURATION_HOURS) errors.durationHours = 'maxDuration';
  else if (!Number.isInteger(hours * 2)) errors.durationHours = 'durationStep';

  if (values.frequency !== 'once') {
    const visits = wholeNumber(values.visits);
    if (visits === null) errors.visits = 'required';
    else if (visits < MIN_VISITS || visits > MAX_VISITS) errors.visits = 'visitsRange';
  }
  if (values.frequency === 'custom') {
    const interval = wholeNumber(values.intervalDays);
    if (interval === null) errors.intervalDays = 'required';
    else if (interval < MIN_INTERVAL_DAYS || interval > MAX_INTERVAL_DAYS) errors.intervalDays = 'intervalRange';
  }
  if (values.emergency) {
    const reason = values.emergencyReason.trim();
    if (!reason) errors.emergencyReason = 'required';
    else if (reason.length < 3 || reason.length > 500) errors.emergencyReason = 'reasonLength';
  }
  return errors;
}

/** Whether some error is a missing required field (the form then shows the general message). */
export function hasMissingRequired(errors: FormErrors): boolean {
  return Object.values(errors).includes('required');
}

/** The draft the API prices and books, or null while the form is incomplete or invalid. */
export function toDraft(values: BookingFormValues, cleanerId: string, today: string): BookingDraft | null {
  if (Object.keys(validateForm(values, today)).length > 0 || !values.cleaningType) return null;
  const series = values.frequency !== 'once';
  const notes = values.notes.trim();
  const promoCode = values.promoCode.trim();
  const tasks = values.tasks.map((t) => ({ category: t.category, label: t.label.trim() })).filter((t) => t.label.length > 0);
  return {
    cleanerId,
    propertyId: values.propertyId,
    cleaningType: values.cleaningType,
    date: values.date,
    time: values.time,
    durationHours: parseHours(values.durationHours) ?? MIN_DURATION_HOURS,
    frequency: values.frequency,
    visits: series ? Number(values.visits) : 1,
    ...(values.frequency === 'custom' ? { intervalDays: Number(values.intervalDays) } : {}),
    pets: { hasPets: values.hasPets, kinds: values.hasPets ? [...values.petKinds] : [] },
    suppliesProvided: values.suppliesProvided,
    allowPhotos: values.allowPhotos,
    emergency: values.emergency ? { reason: values.emergencyReason.trim(), priority: values.emergencyPriority } : null,
    tasks: tasks.slice(0, MAX_TASKS),
    notes: notes || null,
    promoCode: promoCode || null,
  };
}

/** Quick-add task ids per category; their labels are in bookingForm.json (suggestions.<category>.<id>). */
export const TASK_SUGGESTIONS: Readonly<Record<ChecklistCategory, readonly string[]>> = {
  general: ['dust', 'floors', 'trash'],
  kitchen: ['counters', 'appliances', 'sink'],
  bathroom: ['toilet', 'shower', 'mirrors'],
  bedroom: ['beds', 'dust', 'floors'],
  living_room: ['vacuum', 'dust', 'cushions'],
  common_areas: ['stairs', 'entrance'],
  outdoor: ['balcony', 'sweep'],
  specific: ['windows', 'fridge', 'oven'],
  other: [],
};
