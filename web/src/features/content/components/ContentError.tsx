import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../../../lib/use-describe-error';

/** A failed load, with the server's message when there is one and a way to try again. */
export function ContentError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('content');
  const describe = useDescribeError();
  return (
    <div className="notice notice--error" role="alert">
      <p>{describe(error, fallback)}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
