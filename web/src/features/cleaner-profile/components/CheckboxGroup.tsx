import { useId, type ReactNode } from 'react';

export interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly T[];
  labelOf: (value: T) => ReactNode;
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A fieldset of checkboxes whose error is announced with the group. */
export function CheckboxGroup<T extends string>({ legend, options, labelOf, value, onChange, error, hint }: CheckboxGroupProps<T>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const toggle = (option: T, checked: boolean) => onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset className="choice-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option} className="choice-group__option">
            <input type="checkbox" checked={value.includes(option)} onChange={(e) => toggle(option, e.target.checked)} aria-invalid={error ? true : undefined} />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
