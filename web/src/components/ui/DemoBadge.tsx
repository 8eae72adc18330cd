import { useTranslation } from 'react-i18next';
import './demo-badge.css';

/**
 * "Démo" next to anything made up by the development demo data (issue #35): a cleaner of the demo
 * world, or a review about one, must never pass for a real person's; the home page's figures that count them. Screen readers hear the full
 * sentence; sighted visitors see the short word and the sentence on hover.
 */
export function DemoBadge({ about }: { about: 'cleaner' | 'review' | 'figures' }) {
  const { t } = useTranslation('common');
  const sentence = t(`demo.${about}`);
  return (
    <span className="demo-badge" title={sentence}>
      <span aria-hidden="true">{t('demo.badge')}</span>
      <span className="visually-hidden">{sentence}</span>
    </span>
  );
}
