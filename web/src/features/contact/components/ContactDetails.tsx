import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useContactInfo } from '../api/get-contact-info';
import { daysKind, formatClock, weekdayName } from '../support-hours';

/**
 * What a business publishes beside its contact form: when the team answers and how fast, where the
 * answers already are (the FAQ, a visit's own messages), and who answers for personal information.
 * Nothing is drawn until the settings arrive: a guessed hour would be a promise nobody made.
 */
export function ContactDetails() {
  const { t, i18n } = useTranslation('contact');
  const info = useContactInfo();
  if (!info.data) return null;
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
  const { support, privacyOfficer } = info.data;
  const hoursValues = {
    from: weekdayName(support.days.from, lang),
    to: weekdayName(support.days.to, lang),
    day: weekdayName(support.days.from, lang),
    opens: formatClock(support.opens, lang),
    closes: formatClock(support.closes, lang),
  };
  return (
    <div className="contact-details">
      <section className="card contact-details__item" aria-labelledby="contact-hours-title">
        <h2 id="contact-hours-title">{t('info.hoursTitle')}</h2>
        <p data-testid="contact-hours">{t(`info.hours.${daysKind(support.days)}`, hoursValues)}</p>
        <p data-testid="contact-response">{t('info.response', { hours: support.responseHours })}</p>
      </section>
      <section className="card contact-details__item" aria-labelledby="contact-before-title">
        <h2 id="contact-before-title">{t('info.beforeTitle')}</h2>
        <p>
          {t('info.faqText')} <Link to="/faq">{t('info.faqLink')}</Link>
        </p>
        <p>
          {t('info.visitText')} <Link to="/messages">{t('info.visitLink')}</Link>
        </p>
      </section>
      <section className="card contact-details__item" aria-labelledby="contact-privacy-title">
        <h2 id="contact-privacy-title">{t('info.privacyTitle')}</h2>
        <p>{t('info.privacyText')}</p>
        <address className="contact-details__officer">
          <strong>{privacyOfficer.title[lang]}</strong>
          {privacyOfficer.name ? <span>{privacyOfficer.name}</span> : null}
          <a href={`mailto:${privacyOfficer.email}`}>{privacyOfficer.email}</a>
          <span>{privacyOfficer.address}</span>
        </address>
        <p>
          <Link to="/privacy">{t('info.privacyLink')}</Link>
        </p>
      </section>
    </div>
  );
}
