import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/SelectField';
import type { Property } from '../../../properties/api/types';
import type { SectionProps } from './form-props';
import { Required } from './Required';
import { useFieldError } from './use-field-error';

export function PropertySection({ values, errors, update, properties }: SectionProps & { properties: readonly Property[] }) {
  const { t } = useTranslation('bookingForm');
  const fieldError = useFieldError(errors);
  const chosen = properties.find((p) => p.id === values.propertyId);
  return (
    <fieldset className="booking-form__group">
      <legend>{t('property.legend')}</legend>
      <SelectField
        label={<Required>{t('property.label')}</Required>}
        name="propertyId"
        required
        value={values.propertyId}
        error={fieldError('propertyId')}
        onChange={(e) => update('propertyId', e.target.value)}
      >
        <option value="">{t('property.choose')}</option>
        {properties.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </SelectField>
      {chosen ? <p className="booking-form__note">{chosen.address.label}</p> : null}
    </fieldset>
  );
}
