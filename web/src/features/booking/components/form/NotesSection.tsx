import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/TextField';
import { TextAreaField } from '../../../properties/components/TextAreaField';
import type { SectionProps } from './form-props';

export function NotesSection({ values, update }: SectionProps) {
  const { t } = useTranslation('bookingForm');
  return (
    <fieldset className="booking-form__group">
      <legend>{t('notes.legend')}</legend>
      <TextAreaField label={t('notes.notes')} name="notes" maxLength={2000} value={values.notes} onChange={(e) => update('notes', e.target.value)} />
      <TextField
        label={t('notes.promoCode')}
        name="promoCode"
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.promoCode}
        hint={t('notes.promoHint')}
        onChange={(e) => update('promoCode', e.target.value)}
      />
    </fieldset>
  );
}
