import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { legalHref } from '../legal-href';

/**
 * "I accept the terms of use", its link opening the version the person is accepting: the English text
 * once English is expressly chosen (the box beside it), else the French one that binds.
 */
export function TermsAcceptLabel({ englishChosen }: { englishChosen: boolean }) {
  const { t } = useTranslation('auth');
  const language = englishChosen ? 'en' : 'fr';
  return <Trans t={t} i18nKey="auth:signUp.acceptTerms" components={{ termsLink: <Link to={legalHref('terms', language)} hrefLang={language} /> }} />;
}
