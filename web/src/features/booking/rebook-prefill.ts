import type { RebookPrefill } from './api/get-rebook-prefill';
import { CHECKLIST_CATEGORIES, initialFormValues, MAX_TASKS, PET_KINDS, type BookingFormValues, type CleaningType, type PetKind } from './booking-form';
import type { ChecklistCategory } from './api/types';

/**
 * The booking form filled from a completed visit ("Réserver de nouveau", issue #18): the same
 * property (when it still exists), type (when the cleaner still offers it), duration, options and
 * checklist. The date and time stay empty: the client picks them among the cleaner's free times.
 */
export function prefilledValues(prefill: RebookPrefill, propertyIds: readonly string[], serviceTypes: readonly CleaningType[]): BookingFormValues {
  const base = initialFormValues();
  const propertyId = prefill.property && propertyIds.includes(prefill.property.id) ? prefill.property.id : propertyIds.length === 1 ? (propertyIds[0] ?? '') : '';
  const type = serviceTypes.find((s) => s === prefill.cleaningType) ?? '';
  return {
    ...base,
    propertyId,
    cleaningType: type,
    durationHours: String(prefill.durationHours),
    hasPets: prefill.pets.hasPets,
    petKinds: prefill.pets.kinds.filter((k): k is PetKind => (PET_KINDS as readonly string[]).includes(k)),
    suppliesProvided: prefill.suppliesProvided,
    allowPhotos: prefill.allowPhotos,
    notes: prefill.notes ?? '',
    tasks: prefill.tasks.slice(0, MAX_TASKS).map((task, i) => ({
      key: `rebook-${i}`,
      category: (CHECKLIST_CATEGORIES as readonly string[]).includes(task.category) ? (task.category as ChecklistCategory) : 'other',
      label: task.label,
    })),
  };
}
