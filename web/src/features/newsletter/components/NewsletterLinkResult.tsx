import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import '../newsletter.css';

/**
 * A page opened from a newsletter email's link (confirmation or unsubscription): it acts once on
 * arrival with the link's token, then says how it went. An unknown, used or expired link is a 404
 * from the server; anything else is a failure that can be retried.
 */
export function NewsletterLinkResult({ kind, action }: { kind: 'confirm' | 'unsubscribe'; action: UseMutationResult<void, Error, string> }) {
  const { t } = useTranslation('newsletter');
  const { token = '' } = useParams();
  const started = useRef(false);
  const { mutate } = action;
  usePageTitle(t(`${kind}.title`));

  useEffect(() => {
    // Once per visit: a second confirmation would answer that the (used) link is no longer valid.
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const invalid = action.error instanceof ApiError && (action.error.status === 404 || action.error.status === 400);
  return (
    <div className="container narrow-page">
      <div className="card">
        <h1>{t(`${kind}.title`)}</h1>
        {action.isSuccess ? (
          <div className="notice notice--success" role="status">
            <p>{t(`${kind}.done`)}</p>
            {kind === 'unsubscribe' ? <p>{t('unsubscribe.changedMind')}</p> : null}
          </div>
        ) : action.isError ? (
          <div className="notice notice--error" role="alert">
            <p>{invalid ? t(`${kind}.invalid`) : t(`${kind}.failed`)}</p>
            {invalid && kind === 'confirm' ? <p>{t('confirm.again')}</p> : null}
            {!invalid ? (
              <button type="button" className="btn btn--secondary" onClick={() => mutate(token)}>
                {t(`${kind}.retry`)}
              </button>
            ) : null}
          </div>
        ) : (
          <p role="status">
            <Spinner /> {t(`${kind}.working`)}
          </p>
        )}
        <p className="card__footer-link">
          <Link to="/">{t(`${kind}.home`)}</Link>
        </p>
      </div>
    </div>
  );
}
