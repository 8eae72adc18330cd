import type { BookingFormValues, FormErrors } from '../../booking-form';

/** Sets one field of the form. */
export type UpdateField = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => void;

/** What every form section receives. */
export interface SectionProps {
  values: BookingFormValues;
  errors: FormErrors;
  update: UpdateField;
}
