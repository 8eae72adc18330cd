import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export interface ComboboxProps<T> {
  label: ReactNode;
  /** Always shown, between the label and the input (the open list drops below the input and would cover it), and announced with it (aria-describedby). */
  hint: ReactNode;
  /** The accessible name of the listbox. */
  listLabel: string;
  /** Announced politely (role="status"): the count of options, a failure, the choice... */
  status: string;
  /** The text in the input; the caller owns it so it can follow the chosen value. */
  text: string;
  /** The user typed: the caller updates `text` (and drops a stale choice if it wants to). */
  onTextChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option was picked (click or Enter); the list closes after it. */
  onSelect: (option: T) => void;
  /** Escape with the list closed and text in the input. */
  onClear: () => void;
  /** Enter picks the only option even when none is active. */
  selectSoleOption?: boolean;
  error?: string | undefined;
  /** BEM block of the caller (e.g. 'city-combobox'): its classes sit beside the shared ones. */
  block: string;
  /** Rendered after the live status, before the error. */
  children?: ReactNode;
}

/**
 * An ARIA 1.2 combobox: the input owns a listbox; arrows move, Enter picks, Escape closes (or
 * clears when closed). The caller fetches the options and words the status; this owns the
 * open / active state, the keyboard and the ids (`${id}-listbox`, `${id}-listbox-${i}`,
 * `${id}-hint`, `${id}-error`).
 */
export function Combobox<T>({
  label,
  hint,
  listLabel,
  status,
  text,
  onTextChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  onClear,
  selectSoleOption = false,
  error,
  block,
  children,
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  const pick = (index: number) => {
    const option = options[index];
    if (option === undefined) return;
    onSelect(option);
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
          if (selectSoleOption || options[active] !== undefined) {
            event.preventDefault();
            pick(active);
          }
        } else if (expanded && selectSoleOption && options.length === 1) {
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
          onClear();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className={`field combobox ${block}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {/* Above the input, so it stays in sight while the person types and the list is open. */}
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      <div className={`combobox__control ${block}__control`}>
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
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listId} role="listbox" aria-label={listLabel} className={`combobox__list ${block}__list`} hidden={!expanded}>
          {options.map((option, i) => (
            <li
              key={optionKey(option)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`combobox__option ${block}__option`}
              // Keeps the focus in the input, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(i)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
