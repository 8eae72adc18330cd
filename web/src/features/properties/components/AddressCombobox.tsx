import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_CHARS, useAddressSuggestions } from '../api/suggest-addresses';
import type { AddressSuggestion } from '../api/types';
import { useDebouncedValue } from './use-debounced-value';

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
  const id = useId();
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text, SUGGESTION_DEBOUNCE_MS);
  const query = value ? '' : debounced;
  const suggestions = useAddressSuggestions(query, postalCode);
  const options = !value && query.trim().length >= SUGGESTION_MIN_CHARS ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0;

  const pick = (s: AddressSuggestion) => {
    onChange(s);
    setText(s.label);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length ? (i + 1) % options.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          onChange(null);
        }
        break;
      default:
        break;
    }
  };

  const waiting = !value && text.trim().length >= SUGGESTION_MIN_CHARS && (text !== debounced || suggestions.isFetching);
  let status = '';
  if (value) status = t('address.chosen', { label: value.label });
  else if (suggestions.isError) status = t('address.failed');
  else if (!waiting && query.trim().length >= SUGGESTION_MIN_CHARS && suggestions.data) {
    status = options.length ? t('address.count', { count: options.length }) : t('address.none');
  }

  return (
    <div className="field address-combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="address-combobox__control">
        <input
          id={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (value) onChange(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={t('address.listLabel')} className="address-combobox__list" hidden={!expanded}>
          {options.map((s, i) => (
            <li
              key={s.suggestionId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="address-combobox__option"
              // Keeps the focus in the input, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(s)}
            >
              <span className="address-combobox__line">{s.line1}</span>
              <span className="address-combobox__city">
                {s.city} QC {s.postalCode ?? ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className="field__hint">
        {t('address.hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {value ? <p className="address-combobox__chosen">{t('address.chosenVisible', { label: value.label })}</p> : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
