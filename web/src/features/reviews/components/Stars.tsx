import { useTranslation } from 'react-i18next';
import { formatRating, starFills } from '../ratings';

/** Five stars for a 0..5 value; assistive tech reads "4,5 sur 5" instead of the glyphs. */
export function Stars({ value, size = 'medium' }: { value: number; size?: 'small' | 'medium' | 'large' }) {
  const { t, i18n } = useTranslation('reviews');
  const label = t('stars.label', { value: formatRating(value, i18n.resolvedLanguage) });
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={label} title={label}>
      {starFills(value).map((fill, i) => (
        <span key={i} className={`stars__star stars__star--${fill}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
