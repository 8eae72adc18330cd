import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { rememberPath } from '../../../app/last-path';

/** For visitors: sign in, then come back to this very path (query included, e.g. an email token). */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('bookingDetail');
  const location = useLocation();
  return (
    <div className="card booking-section" role="region" aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      <Link to="/login" className="btn btn--primary" onClick={() => rememberPath(location.pathname, location.search)}>
        {t('signIn.action')}
      </Link>
    </div>
  );
}
