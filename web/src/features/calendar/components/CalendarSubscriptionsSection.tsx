import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrors } from '../../../api/api-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { formatDateTime } from '../../../lib/format-datetime';
import { useCalendarSubscriptions } from '../api/list-calendar-subscriptions';
import { useAddCalendarSubscription } from '../api/add-calendar-subscription';
import { useSyncCalendarSubscription } from '../api/sync-calendar-subscription';
import { useRemoveCalendarSubscription } from '../api/remove-calendar-subscription';
import type { CalendarSubscription } from '../api/types';

const FIELDS = ['name', 'url'] as const;

/**
 * Calendars the cleaner subscribes to by their secret ICS address (issue #18): their busy times are
 * imported on a schedule and no longer offered to clients. The address is a secret: the server keeps
 * it sealed and shows only its masked form.
 */
export function CalendarSubscriptionsSection() {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const list = useCalendarSubscriptions();
  const add = useAddCalendarSubscription();
  const sync = useSyncCalendarSubscription();
  const remove = useRemoveCalendarSubscription();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const [removing, setRemoving] = useState<CalendarSubscription | null>(null);
  const removeOpenerRef = useRef<HTMLButtonElement | null>(null);
  const headingId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  const subscriptions = list.data?.subscriptions ?? [];
  const full = list.data ? subscriptions.length >= list.data.maxSubscriptions : false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(name.trim() ? {} : { name: t('calendar:add.required') }), ...(url.trim() ? {} : { url: t('calendar:add.required') }) };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const made = await add.mutateAsync({ name: name.trim(), url: url.trim() });
      setName('');
      setUrl('');
      toast(made.lastError ? { title: t('calendar:subscriptions.addedWithError'), variant: 'destructive' } : { title: t('calendar:subscriptions.added', { count: made.eventCount }), variant: 'success' });
    } catch (error) {
      const byField = fieldErrors(error, FIELDS);
      setErrors(byField);
      if (!Object.keys(byField).length) toast({ title: t('common:toast.error'), description: describe(error, t('calendar:subscriptions.addFailed')), variant: 'destructive' });
    }
  };

  const syncNow = async (s: CalendarSubscription) => {
    try {
      const done = await sync.mutateAsync(s.id);
      toast(done.lastError ? { title: t('calendar:subscriptions.syncFailed'), description: t(`calendar:subscriptions.errors.${done.lastError}`), variant: 'destructive' } : { title: t('calendar:subscriptions.synced'), variant: 'success' });
    } catch (error) {
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:subscriptions.syncFailed')), variant: 'destructive' });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: t('calendar:subscriptions.removed'), variant: 'success' });
    } catch (error) {
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:subscriptions.removeFailed')), variant: 'destructive' });
    }
    setRemoving(null);
  };

  return (
    <section className="card calendar-subscriptions" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:subscriptions.title')}</h2>
      <p>{t('calendar:subscriptions.lead', { minutes: list.data?.syncIntervalMinutes ?? 15 })}</p>
      <details>
        <summary>{t('calendar:subscriptions.howTo')}</summary>
        <p>{t('calendar:subscriptions.google')}</p>
        <p>{t('calendar:subscriptions.apple')}</p>
        <p>{t('calendar:subscriptions.outlook')}</p>
      </details>
      {list.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('calendar:subscriptions.loadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void list.refetch()}>
            {t('calendar:retry')}
          </button>
        </div>
      ) : list.isSuccess && subscriptions.length === 0 ? (
        <p>{t('calendar:subscriptions.none')}</p>
      ) : (
        <ul className="calendar-subscriptions__list">
          {subscriptions.map((s) => (
            <li key={s.id} className="calendar-subscriptions__item">
              <h3>{s.name}</h3>
              <p className="field__hint">{s.maskedUrl}</p>
              <p>
                {s.lastSyncedAt
                  ? t('calendar:subscriptions.lastSync', { date: formatDateTime(s.lastSyncedAt, language) })
                  : t('calendar:subscriptions.neverSynced')}
                {s.lastSyncedAt ? ` · ${t('calendar:subscriptions.events', { count: s.eventCount })}` : ''}
              </p>
              {s.lastError ? (
                <div className="notice notice--error">
                  <p>
                    <strong>{t('calendar:subscriptions.failure')}</strong> {t(`calendar:subscriptions.errors.${s.lastError}`)}
                  </p>
                  {s.lastAttemptAt ? <p className="field__hint">{t('calendar:subscriptions.lastAttempt', { date: formatDateTime(s.lastAttemptAt, language) })}</p> : null}
                </div>
              ) : null}
              <div className="calendar-subscriptions__actions">
                <SubmitButton type="button" variant="secondary" busy={sync.isPending && sync.variables === s.id} onClick={() => void syncNow(s)}>
                  {t('calendar:subscriptions.syncNow')}
                </SubmitButton>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-label={t('calendar:subscriptions.removeLabel', { name: s.name })}
                  onClick={(event) => {
                    removeOpenerRef.current = event.currentTarget;
                    setRemoving(s);
                  }}
                >
                  {t('calendar:subscriptions.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p>{t('calendar:subscriptions.full', { max: list.data?.maxSubscriptions ?? 0 })}</p>
      ) : (
        <form className="calendar-subscriptions__form" onSubmit={(event) => void submit(event)} noValidate>
          <h3>{t('calendar:subscriptions.addTitle')}</h3>
          <TextField label={t('calendar:subscriptions.name')} hint={t('calendar:subscriptions.nameHint')} value={name} maxLength={80} autoComplete="off" error={errors.name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t('calendar:subscriptions.url')}
            hint={t('calendar:subscriptions.urlHint')}
            type="url"
            inputMode="url"
            value={url}
            maxLength={2048}
            autoComplete="off"
            spellCheck={false}
            error={errors.url}
            onChange={(e) => setUrl(e.target.value)}
          />
          <SubmitButton busy={add.isPending}>{t('calendar:subscriptions.add')}</SubmitButton>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        returnFocusTo={removeOpenerRef}
        title={t('calendar:subscriptions.removeTitle', { name: removing?.name ?? '' })}
        description={t('calendar:subscriptions.removeText')}
        cancelLabel={t('calendar:feed.cancel')}
        confirmLabel={t('calendar:subscriptions.remove')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
