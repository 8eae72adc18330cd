import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useToast } from '../../../components/toast/toast-context';
import { fieldErrors } from '../../../api/api-error';
import { useDescribeError } from '../../../lib/use-describe-error';
import { formatDateTime } from '../../../lib/format-datetime';
import { GOOGLE_CONNECT_URL, useGoogleCalendar } from '../api/get-google-calendar';
import { useChooseGoogleCalendars } from '../api/choose-google-calendars';
import { useSyncGoogleCalendar } from '../api/sync-google-calendar';
import { useDisconnectGoogleCalendar } from '../api/disconnect-google-calendar';
import type { GoogleCalendarConnection } from '../api/types';

/**
 * "Connecter Google Agenda" (issue #38): the cleaner links their Google account once; the busy times of
 * the calendars they choose block their availability, and each visit they accept is written to the
 * calendar they choose. Shown only when the server has a Google OAuth client.
 */
export function GoogleCalendarSection() {
  const { t, i18n } = useTranslation(['calendar', 'errors', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const link = useGoogleCalendar();
  const sync = useSyncGoogleCalendar();
  const disconnect = useDisconnectGoogleCalendar();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const headingId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;

  // Back from Google: `google=connected` or `googleError=<code>`, told once, then taken off the address.
  const linked = params.get('google');
  const linkError = params.get('googleError');
  useEffect(() => {
    if (!linked && !linkError) return;
    if (linked === 'connected') toast({ title: t('calendar:google.connected'), variant: 'success' });
    else if (linkError) toast({ title: t('calendar:google.linkFailed'), description: t(`errors:${linkError}`, { defaultValue: t('errors:availability.google_failed') }), variant: 'destructive' });
    const next = new URLSearchParams(params);
    next.delete('google');
    next.delete('googleError');
    setParams(next, { replace: true });
  }, [linked, linkError, params, setParams, t, toast]);

  if (!link.data?.available) {
    return link.isError ? (
      <section className="card calendar-google" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('calendar:google.title')}</h2>
        <div className="notice notice--error" role="alert">
          <p>{t('calendar:google.loadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void link.refetch()}>
            {t('calendar:retry')}
          </button>
        </div>
      </section>
    ) : null;
  }
  const connection = link.data.connection;

  const syncNow = async () => {
    try {
      const done = await sync.mutateAsync();
      const error = done.connection?.lastError;
      toast(error ? { title: t('calendar:subscriptions.failure'), description: t(`calendar:google.errors.${error}`), variant: 'destructive' } : { title: t('calendar:google.synced'), variant: 'success' });
    } catch (error) {
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:subscriptions.syncFailed')), variant: 'destructive' });
    }
  };

  const confirmDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      toast({ title: t('calendar:google.disconnected'), variant: 'success' });
    } catch (error) {
      toast({ title: t('common:toast.error'), description: describe(error, t('calendar:google.disconnectFailed')), variant: 'destructive' });
    }
    setConfirming(false);
  };

  return (
    <section id="google-calendar" className="card calendar-google" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calendar:google.title')}</h2>
      <p>{t('calendar:google.lead', { minutes: link.data.syncMinutes })}</p>
      <p className="field__hint">{t('calendar:google.privacy')}</p>
      {!connection ? (
        <a className="btn btn--primary" href={GOOGLE_CONNECT_URL}>
          {t('calendar:google.connect')}
        </a>
      ) : (
        <>
          <p>
            <strong>{t('calendar:google.connectedAs', { account: connection.account })}</strong>
          </p>
          <p>
            {connection.lastSyncedAt ? t('calendar:google.lastSync', { date: formatDateTime(connection.lastSyncedAt, language) }) : t('calendar:google.neverSynced')}
            {connection.lastSyncedAt ? ` · ${t('calendar:google.busyCount', { count: connection.busyCount })}` : ''}
          </p>
          {connection.lastError ? (
            <div className="notice notice--error" role="alert">
              <p>
                <strong>{t('calendar:subscriptions.failure')}</strong> {t(`calendar:google.errors.${connection.lastError}`)}
              </p>
              {!connection.busyTimesTrusted ? <p>{t('calendar:google.untrusted', { hours: Math.round(link.data.staleAfterMinutes / 60) })}</p> : null}
              <a className="btn btn--primary" href={GOOGLE_CONNECT_URL} aria-label={t('calendar:google.reconnectLabel')}>
                {t('calendar:google.reconnect')}
              </a>
            </div>
          ) : null}
          <CalendarChoice key={choiceKey(connection)} connection={connection} />
          <div className="calendar-subscriptions__actions">
            <SubmitButton type="button" variant="secondary" busy={sync.isPending} onClick={() => void syncNow()}>
              {t('calendar:google.syncNow')}
            </SubmitButton>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setConfirming(true);
              }}
            >
              {t('calendar:google.disconnect')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        returnFocusTo={openerRef}
        title={t('calendar:google.disconnectTitle')}
        description={t('calendar:google.disconnectText')}
        cancelLabel={t('calendar:feed.cancel')}
        confirmLabel={t('calendar:google.disconnect')}
        busy={disconnect.isPending}
        onConfirm={() => void confirmDisconnect()}
      />
    </section>
  );
}

/** The form starts again from the server's choice whenever it changes (a reconnect, another tab). */
const choiceKey = (c: GoogleCalendarConnection) => `${c.visitsCalendarId}|${c.calendars.map((g) => `${g.id}:${g.blocks ? 1 : 0}`).join(',')}`;

const FIELDS = ['blocking', 'visitsCalendarId'] as const;

function CalendarChoice({ connection }: { connection: GoogleCalendarConnection }) {
  const { t } = useTranslation(['calendar', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const choose = useChooseGoogleCalendars();
  const [blocking, setBlocking] = useState(() => new Set(connection.calendars.filter((g) => g.blocks).map((g) => g.id)));
  const [visits, setVisits] = useState(connection.visitsCalendarId);
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const legendId = useId();
  const nameOf = (g: GoogleCalendarConnection['calendars'][number]) => (g.primary ? t('calendar:google.primary', { name: g.summary }) : g.summary);

  const toggle = (id: string, on: boolean) =>
    setBlocking((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await choose.mutateAsync({ blocking: connection.calendars.filter((g) => blocking.has(g.id)).map((g) => g.id), visitsCalendarId: visits });
      const error = saved.connection?.lastError;
      toast(error ? { title: t('calendar:subscriptions.failure'), description: t(`calendar:google.errors.${error}`), variant: 'destructive' } : { title: t('calendar:google.saved'), variant: 'success' });
    } catch (error) {
      const byField = fieldErrors(error, FIELDS);
      setErrors(byField);
      if (!Object.keys(byField).length) toast({ title: t('common:toast.error'), description: describe(error, t('calendar:google.saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <form className="calendar-subscriptions__form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="calendar-google__calendars" aria-describedby={`${legendId}-hint`}>
        <legend className="switcher__legend">{t('calendar:google.blockingLegend')}</legend>
        <p id={`${legendId}-hint`} className="field__hint">
          {t('calendar:google.blockingHint')}
        </p>
        {connection.calendars.map((g) => (
          <CheckboxField key={g.id} label={nameOf(g)} checked={blocking.has(g.id)} onChange={(e) => toggle(g.id, e.target.checked)} />
        ))}
        {errors.blocking ? <p className="field__error">{errors.blocking}</p> : null}
      </fieldset>
      <SelectField label={t('calendar:google.visitsLabel')} value={visits} onChange={(e) => setVisits(e.target.value)} error={errors.visitsCalendarId}>
        {connection.calendars
          .filter((g) => g.canReceiveVisits)
          .map((g) => (
            <option key={g.id} value={g.id}>
              {nameOf(g)}
            </option>
          ))}
      </SelectField>
      <p className="field__hint">{t('calendar:google.visitsHint')}</p>
      <SubmitButton busy={choose.isPending}>{t('calendar:google.save')}</SubmitButton>
    </form>
  );
}
