import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalHref } from '../legal-href';

/**
 * The new terms' prompt's links (issue #41, Bill 96): the English texts once English is expressly
 * chosen in the prompt (its checkbox), the French ones, which bind, until then — as at sign-up.
 */
export function LegalLinks({ englishChosen }: { englishChosen: boolean }) {
  const { t } = useTranslation('legal');
  const language = englishChosen ? 'en' : 'fr';
  return (
    <ul className="legal-gate__links">
      <li>
        <Link to={legalHref('terms', language)}>{t('legal:gate.readTerms')}</Link>
      </li>
      <li>
        <Link to={legalHref('privacy', language)}>{t('legal:gate.readPrivacy')}</Link>
      </li>
    </ul>
  );
}
