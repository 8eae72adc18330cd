import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../../components/ui/Combobox';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
import { SUGGESTION_MIN_CHARS, useAddressSuggestions } from '../api/suggest-addresses';
import type { AddressSuggestion } from '../api/types';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 300;

export interface AddressComboboxProps {
  label: string;
  value: AddressSuggestion | null;
  onChange: (value: AddressSuggestion | null) => void;
  /** A valid, normalised postal code to send with the text, or ''. */
  postalCode: string;
  error?: string | undefined;
}

/**
 * The address field of spec section 5 ("chosen from suggestions"), as an ARIA 1.2 combobox: the
 * input owns a listbox of suggestions; arrows move, Enter picks, Escape closes (or clears when
 * closed). Typing after a pick drops the pick, so only a suggestion can ever be submitted.
 */
export function AddressCombobox({ label, value, onChange, postalCode, error }: AddressComboboxProps) {
  const { t } = useTranslation('properties');
  const [text, setText] = useState(value?.label ?? '');
  const debounced = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  const query = value ? '' : debounced;
  const suggestions = useAddressSuggestions(query, postalCode);
  const options = !value && query.trim().length >= SUGGESTION_MIN_CHARS ? (suggestions.data ?? []) : [];

  const waiting = !value && text.trim().length >= SUGGESTION_MIN_CHARS && (text !== debounced || suggestions.isFetching);
  let status = '';
  if (value) status = t('address.chosen', { label: value.label });
  else if (suggestions.isError) status = t('address.failed');
  else if (!waiting && query.trim().length >= SUGGESTION_MIN_CHARS && suggestions.data) {
    status = options.length ? t('address.count', { count: options.length }) : t('address.none');
  }

  return (
    <Combobox
      block="address-combobox"
      label={label}
      hint={t('address.hint')}
      listLabel={t('address.listLabel')}
      status={status}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (value) onChange(null);
      }}
      options={options}
      optionKey={(s) => s.suggestionId}
      renderOption={(s) => (
        <>
          <span className="address-combobox__line">{s.line1}</span>
          <span className="address-combobox__city">
            {s.city} QC {s.postalCode ?? ''}
          </span>
        </>
      )}
      onSelect={(s) => {
        onChange(s);
        setText(s.label);
      }}
      onClear={() => {
        setText('');
        onChange(null);
      }}
      error={error}
    >
      {value ? <p className="address-combobox__chosen">{t('address.chosenVisible', { label: value.label })}</p> : null}
    </Combobox>
  );
}
