import { useTranslation } from 'react-i18next';
import type { PrivacyOfficer } from '../api/types';

/** Whom to write about personal information (Law 25: the title and contact information are published). */
export function PrivacyOfficerContact({ officer, headingLevel = 2 }: { officer: PrivacyOfficer; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('legal');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card legal-officer" aria-labelledby="legal-officer-title">
      <Heading id="legal-officer-title">{t('officer.title')}</Heading>
      <p>{t('officer.lead')}</p>
      <address className="legal-officer__contact">
        {officer.name ? <span>{officer.name}</span> : null}
        <span>{officer.title[language]}</span>
        <span>
          {t('officer.email')} <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </span>
        <span>
          {t('officer.address')} {officer.address}
        </span>
      </address>
    </section>
  );
}
