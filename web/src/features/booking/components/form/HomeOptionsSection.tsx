import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/ui/CheckboxField';
import type { CleanerPet } from '../../../cleaners-search/api/types';
import { PET_KINDS, type PetKind } from '../../booking-form';
import { untoleratedPets } from '../../pet-tolerance';
import type { SectionProps } from './form-props';

/** Pets (with a warning for those the cleaner does not accept), supplies and photos. */
export function HomeOptionsSection({ values, update, cleaner }: SectionProps & { cleaner: { name: string; pets: readonly CleanerPet[] } }) {
  const { t } = useTranslation(['bookingForm', 'bookings']);
  const unaccepted = values.hasPets ? untoleratedPets(values.petKinds, cleaner.pets) : [];
  const togglePet = (kind: PetKind, on: boolean) =>
    update('petKinds', on ? [...values.petKinds.filter((k) => k !== kind), kind] : values.petKinds.filter((k) => k !== kind));
  return (
    <fieldset className="booking-form__group">
      <legend>{t('bookingForm:options.legend')}</legend>
      <CheckboxField label={t('bookingForm:options.hasPets')} checked={values.hasPets} onChange={(e) => update('hasPets', e.target.checked)} />
      {values.hasPets ? (
        <fieldset className="booking-form__inline-group">
          <legend>{t('bookingForm:options.petKinds')}</legend>
          {PET_KINDS.map((kind) => (
            <CheckboxField
              key={kind}
              label={t(`bookings:pets.${kind}`)}
              checked={values.petKinds.includes(kind)}
              onChange={(e) => togglePet(kind, e.target.checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {unaccepted.length > 0 ? (
        <p className="notice booking-form__pets-warning" role="status">
          {t('bookingForm:options.petsNotAccepted', { name: cleaner.name, pets: unaccepted.map((kind) => t(`bookings:pets.${kind}`)).join(', ') })}
        </p>
      ) : null}
      <CheckboxField
        label={t('bookingForm:options.supplies')}
        checked={values.suppliesProvided}
        onChange={(e) => update('suppliesProvided', e.target.checked)}
      />
      <CheckboxField label={t('bookingForm:options.allowPhotos')} checked={values.allowPhotos} onChange={(e) => update('allowPhotos', e.target.checked)} />
    </fieldset>
  );
}
