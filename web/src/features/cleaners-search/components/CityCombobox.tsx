import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../../components/ui/Combobox';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value';
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
  const [text, setText] = useState(value?.name ?? '');
  const queryClient = useQueryClient();
  // The URL can change the city (back button, "clear filters"): the text follows.
  useEffect(() => setText(value?.name ?? ''), [value?.id, value?.name]);
  const debounced = useDebouncedValue(text, CITY_DEBOUNCE_MS);
  const typing = !value || text !== value.name;
  const query = typing ? debounced.trim() : '';
  const places = usePlaceSearch(query);
  const options = query.length >= CITY_MIN_CHARS ? (places.data ?? []) : [];

  const waiting = typing && text.trim().length >= CITY_MIN_CHARS && (text.trim() !== debounced.trim() || places.isFetching);
  let status = '';
  if (!typing && value) status = t('city.chosen', { name: value.name });
  else if (places.isError) status = t('city.failed');
  else if (!waiting && query.length >= CITY_MIN_CHARS && places.data) status = options.length ? t('city.count', { count: options.length }) : t('city.none');

  return (
    <Combobox
      block="city-combobox"
      label={label}
      hint={t('city.hint')}
      listLabel={t('city.listLabel')}
      status={status}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (next.trim() === '' && value) onChange(null);
      }}
      options={options}
      optionKey={(place) => place.id}
      renderOption={(place) => place.name}
      onSelect={(place) => {
        // Pages that read the chosen id back from the address find its name without asking again.
        queryClient.setQueryData(placeQuery(place.id).queryKey, place);
        onChange({ id: place.id, name: place.name });
        setText(place.name);
      }}
      onClear={() => {
        setText('');
        onChange(null);
      }}
      selectSoleOption
    />
  );
}
