import { useTranslation } from 'react-i18next';
import type { Presence } from '../api/types';
import { presenceLabelKey } from '../presence';

/** A coloured dot for sighted users, the word for screen readers (and as a tooltip). */
export function PresenceDot({ presence, showText = false }: { presence: Presence; showText?: boolean }) {
  const { t } = useTranslation('messaging');
  const label = t(presenceLabelKey(presence));
  return (
    <span className={`presence presence--${presence}`} title={label}>
      <span className="presence__dot" aria-hidden="true" />
      <span className={showText ? 'presence__text' : 'visually-hidden'}>{label}</span>
    </span>
  );
}
