import { useTranslation } from 'react-i18next';
import { useLegalSummary } from '../api/get-legal-summary';
import '../footer-legal.css';

/**
 * Under the footer's legal links: whom to write about personal information (Law 25 publishes the
 * title and contact information of the person in charge). Nothing while the server has not answered.
 */
export function FooterPrivacyContact() {
  const { t, i18n } = useTranslation('common');
  const officer = useLegalSummary().data?.privacyOfficer;
  if (!officer) return null;
  const title = officer.title[i18n.resolvedLanguage === 'en' ? 'en' : 'fr'];
  return (
    <address className="footer-privacy-officer">
      {t('footer.privacyOfficer', { title })} <a href={`mailto:${officer.email}`}>{officer.email}</a>
    </address>
  );
}
