import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyDataExports, type DataExport } from '../api/list-my-data-exports';
import { useRequestMyDataExport } from '../api/request-my-data-export';
import { currentExport, formatFileSize } from '../data-export-view';
import { useProfileFeedback } from '../use-profile-feedback';

/** The anchor of the "your data is ready" email's link (/profile#data-export). */
export const DATA_EXPORT_ANCHOR = 'data-export';

/**
 * Law 25 portability: "Copie de mes données". The person asks, the server prepares a ZIP in the
 * background and emails them; the link shows here (polled while pending) until it expires. The link
 * is a plain download, authenticated by the session cookie, so a large archive streams to disk.
 */
export function DataExportSection() {
  const { t } = useTranslation('account');
  const format = useDateTimeFormat();
  const describe = useDescribeError();
  const feedback = useProfileFeedback();
  const exports = useMyDataExports();
  const request = useRequestMyDataExport();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = exports.data !== undefined;

  // The page loads after the browser looked for the anchor: bring the section into view once it exists.
  useEffect(() => {
    if (loaded && window.location.hash === `#${DATA_EXPORT_ANCHOR}`) {
      titleRef.current?.scrollIntoView({ block: 'start' });
      titleRef.current?.focus();
    }
  }, [loaded]);

  const items = exports.data?.items ?? [];
  const current = currentExport(items);
  const pending = current?.status === 'pending';

  const ask = async () => {
    try {
      await request.mutateAsync();
      feedback.succeeded(t('dataExport.requested'), t('dataExport.requestedTitle'));
    } catch (failure) {
      feedback.failed(failure, t('dataExport.requestFailed'));
    }
  };

  return (
    <section className="card account-section" id={DATA_EXPORT_ANCHOR} aria-labelledby="data-export-title">
      <h3 id="data-export-title" ref={titleRef} tabIndex={-1}>
        {t('dataExport.title')}
      </h3>
      {exports.data ? <p>{t('dataExport.lead', { days: exports.data.linkDays })}</p> : null}
      {exports.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(exports.error, t('dataExport.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void exports.refetch()}>
            {t('dataExport.retry')}
          </button>
        </div>
      ) : null}
      <div aria-live="polite">
        {current?.status === 'pending' ? (
          <p className="notice">{t('dataExport.pending', { date: format.dateTime(current.requestedAt) })}</p>
        ) : null}
        {current?.status === 'ready' && current.downloadUrl ? <ReadyArchive archive={current} /> : null}
      </div>
      {loaded && !pending ? (
        <SubmitButton type="button" variant="secondary" busy={request.isPending} onClick={() => void ask()}>
          {current ? t('dataExport.askAgain') : t('dataExport.ask')}
        </SubmitButton>
      ) : null}
      {!loaded && !exports.isError ? <p role="status">{t('dataExport.loading')}</p> : null}
      {items.length ? <ExportHistory items={items} /> : null}
    </section>
  );
}

function ReadyArchive({ archive }: { archive: DataExport }) {
  const { t } = useTranslation('account');
  const format = useDateTimeFormat();
  return (
    <div className="notice notice--success">
      <p>
        <a className="btn btn--primary" href={archive.downloadUrl!} download>
          {t('dataExport.download', { size: formatFileSize(archive.sizeBytes ?? 0, format.language) })}
        </a>
      </p>
      <p>{t('dataExport.validUntil', { date: format.dateTime(archive.expiresAt!, { year: true }) })}</p>
    </div>
  );
}

/** The log of the person's requests, as the server keeps it (asked, ready, downloaded, deleted). */
function ExportHistory({ items }: { items: readonly DataExport[] }) {
  const { t } = useTranslation('account');
  const format = useDateTimeFormat();
  const when = (instant: string | null) => (instant ? format.dateTime(instant, { year: true }) : null);
  return (
    <details>
      <summary>{t('dataExport.history')}</summary>
      <ul>
        {items.map((e) => (
          <li key={e.id}>
            {[
              t('dataExport.requestedOn', { date: when(e.requestedAt) }),
              t(`dataExport.status.${e.status}`),
              e.readyAt ? t('dataExport.readyOn', { date: when(e.readyAt) }) : null,
              e.downloadedAt ? t('dataExport.downloadedOn', { date: when(e.downloadedAt) }) : null,
              e.expiredAt && e.status === 'expired' ? t('dataExport.deletedOn', { date: when(e.expiredAt) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
