import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useBookingFormat } from '../use-booking-format';

const PRIVATE_FIELDS = ['parking', 'wifiName', 'wifiPassword', 'accessInstructions', 'suppliesLocation', 'trashLocation', 'roomsToAvoid', 'additionalNotes'] as const;

/**
 * The place and how to get in. The server withholds the private fields from the cleaner until
 * the booking is confirmed: those show a notice instead of looking empty.
 */
export function PropertySection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const p = booking.property;
  const withheld = booking.viewerRole === 'cleaner' && booking.status === 'pending';
  return (
    <section className="card booking-section" aria-labelledby="booking-property">
      <h2 id="booking-property">{t('property.title')}</h2>
      <p>
        <strong>{p.name}</strong>
        <br />
        {p.addressLine1}, {p.city} {p.postalCode}
      </p>
      <ul className="booking-badges">
        <li className="booking-badge">{t('property.bedrooms', { count: p.bedrooms })}</li>
        <li className="booking-badge">{t('property.bathrooms', { value: f.number(p.bathrooms) })}</li>
        <li className="booking-badge">{t('property.stories', { count: p.stories })}</li>
        {p.squareFeet ? <li className="booking-badge">{t('property.squareFeet', { value: f.number(p.squareFeet) })}</li> : null}
      </ul>
      <dl className="booking-facts">
        {PRIVATE_FIELDS.map((field) => {
          const value = p[field];
          if (value === null && !withheld) return null;
          return (
            <Fragment key={field}>
              <dt>{t(`property.${field}`)}</dt>
              <dd className={value === null ? 'booking-facts__pending' : undefined}>{value ?? t('property.sharedOnceConfirmed')}</dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
