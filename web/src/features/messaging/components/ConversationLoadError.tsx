import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useDescribeError } from '../../../lib/use-describe-error';

/** 403: not one of the booking's two parties; 404: no such booking; else a retry. */
export function ConversationLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('messaging');
  const describe = useDescribeError();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('conversation.forbidden')}</p>
      </div>
    );
  }
  if (status === 404) {
    return (
      <div className="card" role="alert">
        <h1>{t('conversation.notFoundTitle')}</h1>
        <p>{t('conversation.notFound')}</p>
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <p>{describe(error, t('conversation.loadFailed'))}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('inbox.retry')}
      </button>
    </div>
  );
}
