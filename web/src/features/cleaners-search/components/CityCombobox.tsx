import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../properties/components/use-debounced-value';
import { placeQuery } from '../api/get-place';
import { CITY_MIN_CHARS, usePlaceSearch } from '../api/search-places';

/** Typing pauses this long before places are asked for. */
export const CITY_DEBOUNCE_MS = 250;

export interface ChosenCity {
  id: string;
  name: string;
}

export interface CityComboboxProps {
  label: string;
  value: ChosenCity | null;
  onChange: (value: ChosenCity | null) => void;
}

/**
 * The city search of spec section 2, an ARIA 1.2 combobox over the Quebec gazetteer: the input
 * owns a listbox; arrows move, Enter picks, Escape closes (or clears when closed). Only a listed
 * place can be chosen, so the search never runs on a misspelt city.
 */
export function CityCombobox({ label, value, onChange }: CityComboboxProps) {
  const { t } = useTranslation('search');
  const id = useId();
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const queryClient = useQueryClient();
  // The URL can change the city (back button, "clear filters"): the text follows.
  useEffect(() => setText(value?.name ?? ''), [value?.id, value?.name]);
  const debounced = useDebouncedValue(text, CITY_DEBOUNCE_MS);
  const typing = !value || text !== value.name;
  const query = typing ? debounced.trim() : '';
  const places = usePlaceSearch(query);
  const options = query.length >= CITY_MIN_CHARS ? (places.data ?? []) : [];
  const expanded = open && options.length > 0;

  const pick = (index: number) => {
    const place = options[index];
    if (!place) return;
    // Pages that read the chosen id back from the address find its name without asking again.
    queryClient.setQueryData(placeQuery(place.id).queryKey, place);
    onChange({ id: place.id, name: place.name });
    setText(place.name);
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
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(active);
        } else if (expanded && options.length === 1) {
          event.preventDefault();
          pick(0);
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

  const waiting = typing && text.trim().length >= CITY_MIN_CHARS && (text.trim() !== debounced.trim() || places.isFetching);
  let status = '';
  if (!typing && value) status = t('city.chosen', { name: value.name });
  else if (places.isError) status = t('city.failed');
  else if (!waiting && query.length >= CITY_MIN_CHARS && places.data) status = options.length ? t('city.count', { count: options.length }) : t('city.none');

  return (
    <div className="field city-combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="city-combobox__control">
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
          aria-describedby={hintId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (event.target.value.trim() === '' && value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={t('city.listLabel')} className="city-combobox__list" hidden={!expanded}>
          {options.map((place, i) => (
            <li
              key={place.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="city-combobox__option"
              // Keeps the focus in the input, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(i)}
            >
              {place.name}
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className="field__hint">
        {t('city.hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
