import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-datetime';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/auth-context';
import { hasConversations } from '../../messaging/messaging-access';
import type { ClientFrame } from '../../messaging/realtime/frames';
import type { RealtimeStatus } from '../../messaging/realtime/realtime-client';
import { realtimeClient } from '../../messaging/realtime/realtime-connection';
import { REALTIME, realtimeUrl } from '../../messaging/realtime/realtime-constants';
import { useRealtimeFrames, useRealtimeStatus } from '../../messaging/realtime/use-realtime';
import { appendEntry, countByDirection, frameDetail, statusChange, type LogEntry } from '../realtime-log';
import '../dev-pages.css';

/**
 * /test-messaging (signed in): the app's one realtime connection (web/src/features/messaging/realtime),
 * read as it is: its state, last problem and reconnect attempts, every frame it receives, and the
 * frames sent from here. The connection itself stays the app shell's (MessagingSync opens and closes it).
 */
export function TestMessagingPage() {
  const { t, i18n } = useTranslation(['devPages', 'messaging']);
  usePageTitle(t('devPages:messaging.title'));
  const user = useCurrentUser();
  const status = useRealtimeStatus();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [sendFailed, setSendFailed] = useState(false);
  const nextId = useRef(1);
  const lang = i18n.resolvedLanguage;

  const add = (direction: LogEntry['direction'], label: string, detail: string) => {
    const entry: LogEntry = { id: nextId.current++, at: Date.now(), direction, label, detail };
    setLog((current) => appendEntry(current, entry));
  };

  useRealtimeFrames((frame) => add('in', frame.type, frameDetail(frame)));

  // Every change of the connection, as `field: before → after`.
  const previous = useRef<RealtimeStatus>(status);
  useEffect(() => {
    const change = statusChange(previous.current, status);
    previous.current = status;
    if (change) add('status', status.state, change);
  }, [status]);

  const send = (frame: ClientFrame) => {
    const sent = realtimeClient().send(frame);
    setSendFailed(!sent);
    if (sent) add('out', frame.type, frameDetail(frame));
  };

  const canConnect = user !== null && hasConversations(user.role);
  const counts = countByDirection(log);
  const yesNo = (value: boolean) => t(value ? 'devPages:messaging.yes' : 'devPages:messaging.no');

  return (
    <div className="container dev-page">
      <div>
        <h1>{t('devPages:messaging.title')}</h1>
        <p className="dev-page__lead">{t('devPages:messaging.lead')}</p>
        <p className="dev-page__lead">{t('devPages:devNotice')}</p>
        {canConnect ? null : (
          <div className="notice" role="status">
            <p>{t('devPages:messaging.noConversations')}</p>
          </div>
        )}
      </div>

      <section className="card dev-page" aria-labelledby="test-messaging-status">
        <h2 id="test-messaging-status">{t('devPages:messaging.status')}</h2>
        <dl className="dev-status" aria-live="polite">
          <div>
            <dt>{t('devPages:messaging.state')}</dt>
            <dd data-testid="realtime-state" data-state={status.state}>
              {t(`devPages:messaging.states.${status.state}`)}
            </dd>
          </div>
          <div>
            <dt>{t('devPages:messaging.error')}</dt>
            <dd>{status.error ? t(`messaging:realtime.errors.${status.error}`) : t('devPages:messaging.noError')}</dd>
          </div>
          <div>
            <dt>{t('devPages:messaging.attempts')}</dt>
            <dd>{t('devPages:messaging.attemptsValue', { count: status.reconnectAttempt, max: REALTIME.maxReconnectAttempts })}</dd>
          </div>
          <div>
            <dt>{t('devPages:messaging.willReconnect')}</dt>
            <dd>{yesNo(status.willReconnect)}</dd>
          </div>
          <div>
            <dt>{t('devPages:messaging.url')}</dt>
            <dd>
              <code>{realtimeUrl(window.location)}</code>
            </dd>
          </div>
        </dl>
        <p className="dev-page__lead">
          {t('devPages:messaging.settings', {
            timeout: REALTIME.connectTimeoutMs / 1000,
            ping: REALTIME.pingIntervalMs / 1000,
            max: REALTIME.maxReconnectAttempts,
            base: REALTIME.baseDelayMs / 1000,
            factor: REALTIME.backoffFactor,
            cap: REALTIME.maxDelayMs / 1000,
          })}
        </p>
      </section>

      <section className="card dev-page" aria-labelledby="test-messaging-actions">
        <h2 id="test-messaging-actions">{t('devPages:messaging.actions')}</h2>
        <div className="dev-row">
          <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'PING', timestamp: Date.now() })}>
            {t('devPages:messaging.ping')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'REQUEST_UNREAD_COUNT' })}>
            {t('devPages:messaging.unread')}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'REQUEST_CONVERSATIONS' })}>
            {t('devPages:messaging.conversations')}
          </button>
          {canConnect && status.state === 'closed' && !status.willReconnect ? (
            <button type="button" className="btn btn--primary" onClick={() => realtimeClient().connect()}>
              {t('devPages:messaging.reconnect')}
            </button>
          ) : null}
        </div>
        {sendFailed ? (
          <p className="field__error" role="alert">
            {t('devPages:messaging.sendFailed')}
          </p>
        ) : null}
      </section>

      <section className="card dev-page" aria-labelledby="test-messaging-log">
        <div className="dev-row">
          <h2 id="test-messaging-log">{t('devPages:messaging.log')}</h2>
          <button type="button" className="btn btn--secondary" onClick={() => setLog([])}>
            {t('devPages:messaging.clear')}
          </button>
        </div>
        <p>{t('devPages:messaging.counts', counts)}</p>
        <p className="dev-page__lead">{t('devPages:messaging.pingNote')}</p>
        {log.length === 0 ? (
          <p>{t('devPages:messaging.empty')}</p>
        ) : (
          <div className="dev-table-wrap">
            <table className="dev-table dev-log">
              <caption className="visually-hidden">{t('devPages:messaging.log')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('devPages:messaging.columns.time')}</th>
                  <th scope="col">{t('devPages:messaging.columns.direction')}</th>
                  <th scope="col">{t('devPages:messaging.columns.type')}</th>
                  <th scope="col">{t('devPages:messaging.columns.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry) => (
                  <tr key={entry.id} data-direction={entry.direction} data-label={entry.label}>
                    <td>{formatTime(new Date(entry.at), lang, { seconds: true })}</td>
                    <td>{t(`devPages:messaging.direction.${entry.direction}`)}</td>
                    <td>{entry.label}</td>
                    <td>{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
