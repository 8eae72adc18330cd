import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../api/api-error';
import { useToast } from '../../../components/toast/toast-context';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { focusFirstInvalid } from '../../../lib/focus-first-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { PropertyInput } from '../api/types';
import {
  BOUNDS,
  normalizePostalCode,
  postalCodeError,
  PROPERTY_TYPES,
  TEXT_MAX,
  validatePropertyForm,
  type FormError,
  type FormField,
  type PropertyFormValues,
  type TextFieldName,
} from '../property-form';
import { AddressCombobox } from './AddressCombobox';
import { TextAreaField } from './TextAreaField';
import '../properties.css';

export interface PropertyFormProps {
  initial: PropertyFormValues;
  submitLabel: string;
  busy: boolean;
  /** Throws the ApiError of a refused call; field errors are shown beside their fields. */
  onSubmit: (input: PropertyInput) => Promise<unknown>;
  /** The toast text when the server refuses for a reason no field explains. */
  failureText: string;
  onCancel?: () => void;
}

const SERVER_FIELDS = ['name', 'suggestionId', 'type', 'bedrooms', 'bathrooms', 'stories', 'squareFeet', 'parking', 'wifiName', 'wifiPassword', 'suppliesLocation', 'accessInstructions', 'trashLocation', 'roomsToAvoid', 'additionalNotes'] as const;
const SHORT_TEXTS: TextFieldName[] = ['parking', 'wifiName', 'wifiPassword', 'suppliesLocation', 'trashLocation'];
const LONG_TEXTS: TextFieldName[] = ['accessInstructions', 'roomsToAvoid', 'additionalNotes'];

/** Spec section 3 (Property): every field, the address from suggestions (spec section 5). */
export function PropertyForm({ initial, submitLabel, busy, onSubmit, failureText, onCancel }: PropertyFormProps) {
  const { t } = useTranslation(['properties', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PropertyFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<FormField, FormError | string>>>({});

  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field being corrected no longer shows its old error.
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const message = (field: FormField): string | undefined => {
    const e = errors[field];
    if (!e) return undefined;
    return typeof e === 'string' ? e : t(`properties:${e.key}`, e.values ?? {});
  };
  const validPostal = postalCodeError(values.postalCode) ? '' : (normalizePostalCode(values.postalCode) ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, errors: found } = validatePropertyForm(values);
    setErrors(found);
    if (!input) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await onSubmit(input);
    } catch (failure) {
      const fromServer = fieldErrors(failure, SERVER_FIELDS);
      const { suggestionId, ...rest } = fromServer;
      if (Object.keys(fromServer).length) {
        setErrors({ ...rest, ...(suggestionId ? { address: suggestionId } : {}) });
        focusFirstInvalid(formRef.current);
      } else {
        toast({ title: t('common:toast.error'), description: describe(failure, failureText), variant: 'destructive' });
      }
    }
  };

  const numberField = (field: 'bedrooms' | 'bathrooms' | 'stories' | 'squareFeet', required: boolean) => {
    const bounds = BOUNDS[field];
    return (
      <TextField
        label={t(`properties:fields.${field}`)}
        name={field}
        type="number"
        inputMode={field === 'bathrooms' ? 'decimal' : 'numeric'}
        min={bounds.min}
        max={bounds.max}
        step={field === 'bathrooms' ? 0.5 : 1}
        required={required}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        error={message(field)}
      />
    );
  };

  return (
    <form ref={formRef} className="form property-form" noValidate onSubmit={submit}>
      <TextField
        label={t('properties:fields.name')}
        name="name"
        // A nickname for the home ("Chalet"), not the person's name.
        autoComplete="off"
        required
        maxLength={BOUNDS.name}
        hint={t('properties:hints.name')}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={message('name')}
      />
      <fieldset className="property-form__group">
        <legend>{t('properties:groups.address')}</legend>
        <TextField
          label={t('properties:fields.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={7}
          hint={t('properties:hints.postalCode')}
          value={values.postalCode}
          onChange={(event) => {
            const postalCode = event.target.value;
            // The chosen suggestion carries its postal code: a new code means choosing again.
            setValues((v) => ({ ...v, postalCode, address: v.address && v.address.postalCode !== normalizePostalCode(postalCode) ? null : v.address }));
          }}
          onBlur={() => {
            const problem = postalCodeError(values.postalCode);
            setErrors((e) => ({ ...e, postalCode: problem }));
            // Shown as Canada Post writes it (A1A 1A1) once it is valid.
            const normalised = normalizePostalCode(values.postalCode);
            if (!problem && normalised && normalised !== values.postalCode) setValues((v) => ({ ...v, postalCode: normalised }));
          }}
          error={message('postalCode')}
        />
        <AddressCombobox
          label={t('properties:fields.address')}
          value={values.address}
          onChange={(address) => set('address', address)}
          postalCode={validPostal}
          error={message('address')}
        />
      </fieldset>
      <fieldset className="property-form__group">
        <legend>{t('properties:groups.home')}</legend>
        <SelectField label={t('properties:fields.type')} name="type" required value={values.type} onChange={(event) => set('type', event.target.value as PropertyFormValues['type'])} error={message('type')}>
          <option value="">{t('properties:types.choose')}</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`properties:types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="property-form__numbers">
          {numberField('bedrooms', true)}
          {numberField('bathrooms', true)}
          {numberField('stories', true)}
          {numberField('squareFeet', false)}
        </div>
      </fieldset>
      <fieldset className="property-form__group">
        <legend>{t('properties:groups.access')}</legend>
        <p className="property-form__note">{t('properties:hints.secrets')}</p>
        {SHORT_TEXTS.map((field) => (
          <TextField
            key={field}
            label={t(`properties:fields.${field}`)}
            name={field}
            autoComplete="off"
            maxLength={TEXT_MAX[field]}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            error={message(field)}
          />
        ))}
        {LONG_TEXTS.map((field) => (
          <TextAreaField
            key={field}
            label={t(`properties:fields.${field}`)}
            name={field}
            maxLength={TEXT_MAX[field]}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            error={message(field)}
          />
        ))}
      </fieldset>
      <div className="form__row property-form__actions">
        {onCancel ? (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('properties:actions.cancel')}
          </button>
        ) : null}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
