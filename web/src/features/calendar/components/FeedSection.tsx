import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useFeed } from '../api/get-feed';
import { useRegenerateFeed } from '../api/regenerate-feed';
import { formatDate } from '../../../lib/format-datetime';

/**
 * The private iCalendar URL (spec section 2, calendar sync). The server keeps only a hash of its
 * token, so the URL is shown when it is made; afterwards the cleaner can make a new one (with
 * confirmation, since the old one stops working).
 */
export function FeedSection() {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const feed = useFeed();
  const regenerate = useRegenerateFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Set after a regeneration so closing the dialog lands on the new URL rather than the opener.
  const focusUrlOnCloseRef = useRef(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const urlId = useId();

  const make = async (again: boolean) => {
    try {
      const made = await regenerate.mutateAsync();
      setUrl(made.url);
      focusUrlOnCloseRef.current = again;
      setConfirming(false);
      toast({ title: t(again ? 'calendar:feed.regenerated' : 'calendar:feed.created'), variant: 'success' });
      requestAnimationFrame(() => inputRef.current?.focus());
    } catch (error) {
      setConfirming(false);
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:feed.failed')), variant: 'destructive' });
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('calendar:feed.copied'), variant: 'success' });
    } catch {
      inputRef.current?.select();
      toast({ title: t('common:toast.error'), description: t('calendar:feed.copyFailed'), variant: 'destructive' });
    }
  };

  const active = url !== null || feed.data?.active === true;
  const since = feed.data?.createdAt
    ? formatDate(feed.data.createdAt, i18n.resolvedLanguage, { weekday: false, year: true })
    : '';

  return (
    <section className="card calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:feed.title')}</h2>
      <p>{t('calendar:feed.lead')}</p>
      <p>{t('calendar:feed.private')}</p>
      {url ? (
        <div className="calendar-feed__url">
          <label className="field__label" htmlFor={urlId}>
            {t('calendar:feed.urlLabel')}
          </label>
          <div className="calendar-feed__row">
            <input ref={inputRef} id={urlId} className="field__input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn--primary" onClick={() => void copy()}>
              {t('calendar:feed.copy')}
            </button>
          </div>
        </div>
      ) : feed.data?.active ? (
        <p>{t('calendar:feed.hidden', { date: since })}</p>
      ) : feed.isSuccess ? (
        <p>{t('calendar:feed.none')}</p>
      ) : null}
      {active ? (
        <button ref={openerRef} type="button" className="btn btn--secondary" onClick={() => setConfirming(true)}>
          {t('calendar:feed.regenerate')}
        </button>
      ) : feed.isSuccess ? (
        <SubmitButton type="button" busy={regenerate.isPending} onClick={() => void make(false)}>
          {t('calendar:feed.create')}
        </SubmitButton>
      ) : null}
      <h3>{t('calendar:feed.googleTitle')}</h3>
      <p>{t('calendar:feed.google')}</p>
      <h3>{t('calendar:feed.appleTitle')}</h3>
      <p>{t('calendar:feed.apple')}</p>
      <p className="field__hint">{t('calendar:feed.emptyNote')}</p>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          if (focusUrlOnCloseRef.current) {
            focusUrlOnCloseRef.current = false;
            inputRef.current?.focus();
          }
        }}
        returnFocusTo={openerRef}
        title={t('calendar:feed.confirmTitle')}
        description={t('calendar:feed.confirmText')}
        cancelLabel={t('calendar:feed.cancel')}
        confirmLabel={t('calendar:feed.confirm')}
        busy={regenerate.isPending}
        onConfirm={() => void make(true)}
      />
    </section>
  );
}
