import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { SignInPrompt } from './SignInPrompt';

/** Why the booking did not load: signed out, not theirs, gone, or a failure worth retrying. */
export function BookingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('bookingDetail');
  const describe = useDescribeError();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return <SignInPrompt title={t('signIn.title')} text={t('signIn.text')} />;
  if (status === 403) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('errors.forbidden')}</p>
      </div>
    );
  }
  if (status === 404) {
    return (
      <div className="card booking-section" role="alert">
        <h2>{t('errors.notFoundTitle')}</h2>
        <p>{t('errors.notFound')}</p>
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{describe(error, t('errors.loadFailed'))}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
