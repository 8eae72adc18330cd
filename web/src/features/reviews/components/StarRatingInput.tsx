import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RATING } from '../ratings';

const VALUES = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

interface StarRatingInputProps {
  legend: string;
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * One category as a group of native radios (arrow keys move and choose, Tab leaves the group);
 * the radios are visually replaced by stars, their labels say "3 étoiles sur 5".
 */
export function StarRatingInput({ legend, name, value, onChange, invalid = false, describedBy }: StarRatingInputProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <fieldset className={`star-input${invalid ? ' star-input--invalid' : ''}`} aria-describedby={describedBy}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__options">
        {VALUES.map((n) => {
          const inputId = `${id}-${n}`;
          const lit = value !== undefined && n <= value;
          return (
            <span key={n} className="star-input__option">
              <input
                id={inputId}
                className="star-input__radio"
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <label htmlFor={inputId} className={`star-input__star${lit ? ' star-input__star--lit' : ''}`}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('stars.option', { count: n })}</span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
