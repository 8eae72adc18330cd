import { useRef, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useTranslation } from 'react-i18next';
import type { Property } from '../../properties/api/types';
import type { PaymentsConfig } from '../api/types';
import type { CleaningType } from '../booking-form';
import { ChecklistSection } from './form/ChecklistSection';
import { EmergencySection } from './form/EmergencySection';
import type { SectionProps } from './form/form-props';
import { HomeOptionsSection } from './form/HomeOptionsSection';
import { NotesSection } from './form/NotesSection';
import { PropertySection } from './form/PropertySection';
import { ScheduleSection } from './form/ScheduleSection';
import { ServiceSection } from './form/ServiceSection';
import { PaymentSection } from './payment/PaymentSection';

interface BookingFormProps extends SectionProps {
  cleanerId: string;
  serviceTypes: readonly CleaningType[];
  properties: readonly Property[];
  payments: PaymentsConfig;
  canContinue: boolean;
  today: string;
  nowMinute: number;
  /** The general message above the form (missing fields, a taken slot...). */
  message: string | null;
  /** False when the form has errors: focus then moves to the first one. */
  onSubmit: () => boolean;
}

export function BookingForm({ cleanerId, serviceTypes, properties, payments, canContinue, today, nowMinute, message, onSubmit, ...section }: BookingFormProps) {
  const { t } = useTranslation('bookingForm');
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!onSubmit()) focusFirstInvalid(formRef.current);
  };
  return (
    <form ref={formRef} className="booking-form" noValidate onSubmit={submit} aria-describedby={message ? 'booking-form-message' : undefined}>
      {message ? (
        <div id="booking-form-message" className="notice notice--error" role="alert">
          <p>{message}</p>
        </div>
      ) : null}
      <p className="booking-form__note">{t('requiredNote')}</p>
      <PropertySection {...section} properties={properties} />
      <ServiceSection {...section} serviceTypes={serviceTypes} />
      <ScheduleSection {...section} cleanerId={cleanerId} today={today} nowMinute={nowMinute} />
      <HomeOptionsSection {...section} />
      <EmergencySection {...section} />
      <ChecklistSection {...section} />
      <NotesSection {...section} />
      <PaymentSection config={payments} />
      <div className="booking-form__actions">
        <button type="submit" className="btn btn--primary btn--large" disabled={!canContinue}>
          {t('actions.review')}
        </button>
      </div>
    </form>
  );
}
