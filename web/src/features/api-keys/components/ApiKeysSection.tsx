import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { TextField } from '../../../components/ui/TextField';
import { useDateTimeFormat } from '../../../lib/use-date-time-format';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useProfileFeedback } from '../../account/use-profile-feedback';
import { useMyApiKeys, type ApiKey, type ApiKeyScope } from '../api/list-my-api-keys';
import { useCreateMyApiKey, type ApiKeyCreated } from '../api/create-my-api-key';
import { useRevokeMyApiKey } from '../api/revoke-my-api-key';

/** The scopes a client or a cleaner may give a key (admins make theirs in the console). */
export const MEMBER_SCOPES: readonly ApiKeyScope[] = ['bookings:read', 'bookings:write', 'messages:read', 'messages:write', 'properties:read', 'properties:write', 'invoices:read', 'payouts:read', 'events:read'];
const NAME_MAX = 80;
const FIELDS = ['name', 'scopes', 'expiresAt'] as const;

/** The end of a chosen day (YYYY-MM-DD) in the person's time zone, as the API takes it. */
const endOfDay = (date: string): string => new Date(`${date}T23:59:59`).toISOString();

/**
 * "Clés d'API" (issue #25): named keys with scopes and an optional expiry for integrations. The
 * secret shows once, right after creation; the list shows each key's beginning, its last use (time
 * and address) and revokes it at once.
 */
export function ApiKeysSection() {
  const { t } = useTranslation('account');
  const keys = useMyApiKeys();
  const describe = useDescribeError();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <section className="card account-section" id="api-keys" aria-labelledby="api-keys-title">
      <h3 id="api-keys-title">{t('apiKeys.title')}</h3>
      <p>{t('apiKeys.lead')}</p>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      {keys.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(keys.error, t('apiKeys.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void keys.refetch()}>
            {t('apiKeys.retry')}
          </button>
        </div>
      ) : null}
      {keys.data === undefined && !keys.isError ? <p role="status">{t('apiKeys.loading')}</p> : null}
      {keys.data?.length === 0 ? <p>{t('apiKeys.none')}</p> : null}
      {keys.data?.length ? (
        <ul className="api-key-list" aria-label={t('apiKeys.listLabel')}>
          {keys.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useTranslation('account');
  const create = useCreateMyApiKey();
  const feedback = useProfileFeedback();
  const form = useFormErrors(FIELDS);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiresOn, setExpiresOn] = useState('');

  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    const valid = form.accept({
      name: trimmed ? undefined : t('apiKeys.validation.name'),
      scopes: scopes.length ? undefined : t('apiKeys.validation.scopes'),
      expiresAt: expiresOn && new Date(endOfDay(expiresOn)) <= new Date() ? t('apiKeys.validation.expiry') : undefined,
    });
    if (!valid) return;
    try {
      const answer = await create.mutateAsync({ name: trimmed, scopes, ...(expiresOn ? { expiresAt: endOfDay(expiresOn) } : {}) });
      setName('');
      setScopes([]);
      setExpiresOn('');
      feedback.succeeded(t('apiKeys.created'), t('apiKeys.createdTitle'));
      onCreated(answer);
    } catch (failure) {
      form.fail(failure, t('apiKeys.createFailed'));
    }
  };

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={onSubmit}>
      <TextField label={t('apiKeys.name')} hint={t('apiKeys.nameHint')} autoComplete="off" value={name} maxLength={NAME_MAX} onChange={(e) => setName(e.target.value)} error={form.errors.name} />
      <fieldset className="field">
        <legend className="field__label">{t('apiKeys.scopes')}</legend>
        {/* Scope names hold a colon, i18next's namespace separator: without `nsSeparator: false` the label fell back to the key. */}
        {MEMBER_SCOPES.map((scope) => (
          <CheckboxField key={scope} label={`${t(`apiKeys.scopeNames.${scope}`, { nsSeparator: false })} (${scope})`} checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
        ))}
        {form.errors.scopes ? <p className="field__error">{form.errors.scopes}</p> : null}
      </fieldset>
      <TextField label={t('apiKeys.expiresOn')} hint={t('apiKeys.expiresOnHint')} type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} error={form.errors.expiresAt} />
      <SubmitButton busy={create.isPending}>{t('apiKeys.create')}</SubmitButton>
    </form>
  );
}

/** Shown once: the key is stored hashed and cannot be shown again. */
function NewSecret({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="notice notice--success" role="status">
      <p>
        <strong>{t('apiKeys.secretTitle', { name: created.name })}</strong>
      </p>
      <p>{t('apiKeys.secretOnce')}</p>
      <p>
        <code data-testid="api-key-secret">{created.secret}</code>
      </p>
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
          {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
        </button>{' '}
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('apiKeys.done')}
        </button>
      </p>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('account');
  const format = useDateTimeFormat();
  const revoke = useRevokeMyApiKey();
  const feedback = useProfileFeedback();
  const [confirming, setConfirming] = useState(false);
  const when = (instant: string) => format.dateTime(instant, { year: true });

  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      setConfirming(false);
      feedback.succeeded(t('apiKeys.revoked', { name: apiKey.name }), t('apiKeys.revokedTitle'));
    } catch (failure) {
      feedback.failed(failure, t('apiKeys.revokeFailed'));
    }
  };

  return (
    <li className="api-key">
      <p>
        <strong>{apiKey.name}</strong> <code>{apiKey.prefix}…</code> · {t(`apiKeys.status.${apiKey.status}`)}
      </p>
      <p>{apiKey.scopes.join(', ')}</p>
      <p>
        {[
          t('apiKeys.createdOn', { date: when(apiKey.createdAt) }),
          apiKey.lastUsedAt ? t('apiKeys.lastUsed', { date: when(apiKey.lastUsedAt), ip: apiKey.lastUsedIp ?? '' }) : t('apiKeys.neverUsed'),
          apiKey.revokedAt ? t('apiKeys.revokedOn', { date: when(apiKey.revokedAt) }) : apiKey.expiresAt ? t('apiKeys.expiresOnDate', { date: when(apiKey.expiresAt) }) : t('apiKeys.noExpiry'),
        ].join(' · ')}
      </p>
      {apiKey.status === 'active' ? (
        <>
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            {t('apiKeys.revoke')}
          </button>
          <ConfirmDialog
            open={confirming}
            onClose={() => setConfirming(false)}
            title={t('apiKeys.revokeTitle', { name: apiKey.name })}
            description={t('apiKeys.revokeWarning')}
            cancelLabel={t('apiKeys.cancel')}
            confirmLabel={t('apiKeys.revoke')}
            onConfirm={() => void onRevoke()}
            busy={revoke.isPending}
          />
        </>
      ) : null}
    </li>
  );
}
