import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CleanerPet } from '../../cleaners-search/api/types';
import type { SavedCard } from '../../payments/api/types';
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
  /** Whom the visit is asked of: her name and the animals she accepts. */
  cleaner: { name: string; pets: readonly CleanerPet[] };
  serviceTypes: readonly CleaningType[];
  properties: readonly Property[];
  payments: PaymentsConfig;
  card: SavedCard | null;
  onCard: (card: SavedCard | null) => void;
  /** The client tried to go on without choosing a card. */
  cardMissing: boolean;
  /** The bank refused the chosen card on the last try. */
  cardRefused: boolean;
  today: string;
  nowMinute: number;
  /** The general message above the form (missing fields, a taken slot...). */
  message: string | null;
  /** False when the form has errors: focus then moves to the first one. */
  onSubmit: () => boolean;
}

export function BookingForm({ cleanerId, cleaner, serviceTypes, properties, payments, card, onCard, cardMissing, cardRefused, today, nowMinute, message, onSubmit, ...section }: BookingFormProps) {
  const { t } = useTranslation('bookingForm');
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!onSubmit()) {
      // The first field to fix, else the card choice (radios and buttons carry no aria-invalid).
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-card-error]')?.focus();
      });
    }
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
      <HomeOptionsSection {...section} cleaner={cleaner} />
      <EmergencySection {...section} />
      <ChecklistSection {...section} />
      <NotesSection {...section} />
      <PaymentSection config={payments} card={card} onCard={onCard} missing={cardMissing} refused={cardRefused} />
      <div className="booking-form__actions">
        <button type="submit" className="btn btn--primary btn--large">
          {t('actions.review')}
        </button>
      </div>
    </form>
  );
}
