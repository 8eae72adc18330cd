import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useProfileFeedback } from '../../account/use-profile-feedback';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useMyWebhooks,
  useResendDelivery,
  useSetWebhookEnabled,
  useWebhookDeliveries,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEventType,
} from '../api/webhooks';
import { eventTypesFor } from '../event-choices';

const FIELDS = ['url', 'eventTypes'] as const;

/**
 * "Webhooks" (issue #25): the person's endpoints, the signing secret shown once, the delivery log
 * with its attempts and a "send again" action. docs/integrations.md tells how to verify signatures.
 */
export function WebhooksSection({ role }: { role: 'client' | 'cleaner' }) {
  const { t } = useTranslation('account');
  const hooks = useMyWebhooks();
  const describe = useDescribeError();
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  return (
    <section className="card account-section" id="webhooks" aria-labelledby="webhooks-title">
      <h3 id="webhooks-title">{t('webhooks.title')}</h3>
      <p>{t('webhooks.lead')}</p>
      {created ? (
        <div className="notice notice--success" role="status">
          <p>{t('webhooks.secretOnce')}</p>
          <p>
            <code data-testid="webhook-secret">{created.secret}</code>
          </p>
          <button type="button" className="btn btn--primary" onClick={() => setCreated(null)}>
            {t('webhooks.done')}
          </button>
        </div>
      ) : (
        <CreateWebhookForm role={role} onCreated={setCreated} />
      )}
      {hooks.isError ? <p className="notice notice--error" role="alert">{describe(hooks.error, t('webhooks.loadFailed'))}</p> : null}
      {hooks.data?.length === 0 ? <p>{t('webhooks.none')}</p> : null}
      {hooks.data?.length ? (
        <ul className="api-key-list" aria-label={t('webhooks.listLabel')}>
          {hooks.data.map((h) => (
            <WebhookRow key={h.id} hook={h} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CreateWebhookForm({ role, onCreated }: { role: 'client' | 'cleaner'; onCreated: (created: WebhookEndpointCreated) => void }) {
  const { t } = useTranslation('account');
  const create = useCreateWebhook();
  const feedback = useProfileFeedback();
  const form = useFormErrors(FIELDS);
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>(['booking.requested', 'booking.accepted']);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.accept({ url: /^https?:\/\/\S+$/.test(url.trim()) ? undefined : t('webhooks.validation.url'), eventTypes: types.length ? undefined : t('webhooks.validation.events') })) return;
    try {
      const answer = await create.mutateAsync({ url: url.trim(), eventTypes: types, enabled: true });
      setUrl('');
      feedback.succeeded(t('webhooks.created'), t('webhooks.createdTitle'));
      onCreated(answer);
    } catch (failure) {
      form.fail(failure, t('webhooks.createFailed'));
    }
  };
  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
      <TextField label={t('webhooks.url')} hint={t('webhooks.urlHint')} type="url" autoComplete="off" spellCheck={false} value={url} maxLength={2000} onChange={(e) => setUrl(e.target.value)} error={form.errors.url} />
      <fieldset className="field">
        <legend className="field__label">{t('webhooks.events')}</legend>
        {eventTypesFor(role).map((type) => (
          <CheckboxField key={type} label={`${t(`webhooks.eventNames.${type}`)} (${type})`} checked={types.includes(type)} onChange={(e) => setTypes((c) => (e.target.checked ? [...c, type] : c.filter((x) => x !== type)))} />
        ))}
        {form.errors.eventTypes ? <p className="field__error">{form.errors.eventTypes}</p> : null}
      </fieldset>
      <SubmitButton busy={create.isPending}>{t('webhooks.create')}</SubmitButton>
    </form>
  );
}

function WebhookRow({ hook }: { hook: WebhookEndpoint }) {
  const { t } = useTranslation('account');
  const feedback = useProfileFeedback();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const [open, setOpen] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      feedback.succeeded(done);
    } catch (failure) {
      feedback.failed(failure);
    }
  };
  return (
    <li className="api-key">
      <p>
        <code>{hook.url}</code> · {hook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
      </p>
      <p>{hook.eventTypes.join(', ')}</p>
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => void act(() => setEnabled.mutateAsync({ id: hook.id, enabled: !hook.enabled }), hook.enabled ? t('webhooks.disabledDone') : t('webhooks.enabledDone'))}>
          {hook.enabled ? t('webhooks.disable') : t('webhooks.enable')}
        </button>{' '}
        <button type="button" className="btn btn--danger" onClick={() => void act(() => remove.mutateAsync(hook.id), t('webhooks.deleted'))}>
          {t('webhooks.delete')}
        </button>
      </p>
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>{t('webhooks.log')}</summary>
        {open ? <DeliveryLog endpointId={hook.id} /> : null}
      </details>
    </li>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('account');
  const format = useDateTimeFormat();
  const deliveries = useWebhookDeliveries(endpointId, true);
  const resend = useResendDelivery(endpointId);
  const feedback = useProfileFeedback();
  if (deliveries.data === undefined) return <p role="status">{t('webhooks.loading')}</p>;
  if (!deliveries.data.length) return <p>{t('webhooks.noDeliveries')}</p>;
  return (
    <ul>
      {deliveries.data.map((d) => {
        const last = d.attemptLog[d.attemptLog.length - 1];
        return (
          <li key={d.id}>
            <p>
              {d.eventType} · {t(`webhooks.status.${d.status}`)} · {format.dateTime(d.createdAt, { year: true })} · {t('webhooks.attempts', { count: d.attempts })}
              {last ? ` · ${last.responseStatus ?? last.error ?? ''} · ${last.latencyMs} ms` : ''}
            </p>
            {last?.responseExcerpt ? <pre className="webhook-excerpt">{last.responseExcerpt}</pre> : null}
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() =>
                void resend.mutateAsync(d.id).then(
                  () => feedback.succeeded(t('webhooks.resent')),
                  (failure: unknown) => feedback.failed(failure),
                )
              }
            >
              {t('webhooks.resend')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
