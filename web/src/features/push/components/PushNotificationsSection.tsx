import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useCurrentUser } from '../../auth/auth-context';
import { usePushPreferences, useUpdatePushPreferences } from '../api/push-preferences';
import { PUSH_CATEGORIES, type PushCategory, type PushPreferencesUpdate } from '../api/types';
import { usePushDevice } from '../use-push-device';

/** Categories that concern each role (the others keep their saved value). */
const SHOWN: Record<'client' | 'cleaner', readonly PushCategory[]> = {
  client: ['bookingAnswer', 'messages', 'reminders'],
  cleaner: ['newRequest', 'messages', 'reminders', 'payouts'],
};

const choicesOf = (p: PushPreferencesUpdate): PushPreferencesUpdate => Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, p[c]])) as unknown as PushPreferencesUpdate;

/**
 * Account page, next to the email preferences: "Notifications sur cet appareil" (issue #34). Turning them
 * on asks the browser's permission and subscribes this device; the categories hold for every device of
 * the person. What cannot work says why: an old browser, notifications blocked, an iPhone in a Safari tab.
 */
export function PushNotificationsSection() {
  const { t } = useTranslation(['push', 'common']);
  const user = useCurrentUser();
  const toast = useToast();
  const describe = useDescribeError();
  const device = usePushDevice();
  const saved = usePushPreferences();
  const update = useUpdatePushPreferences();
  const [form, setForm] = useState<PushPreferencesUpdate | null>(null);

  useEffect(() => {
    if (saved.data) setForm(choicesOf(saved.data));
  }, [saved.data]);

  const role = user?.role === 'cleaner' ? 'cleaner' : 'client';
  const act = (action: () => Promise<void>, failed: string) => async () => {
    try {
      await action();
    } catch (failure) {
      toast({ title: t('common:toast.error'), description: describe(failure, failed), variant: 'destructive' });
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    try {
      await update.mutateAsync(form);
      toast({ title: t('push:savedTitle'), description: t('push:saved'), variant: 'success' });
    } catch (failure) {
      toast({ title: t('common:toast.error'), description: describe(failure, t('push:saveFailed')), variant: 'destructive' });
    }
  };

  const otherDevices = Math.max(0, (saved.data?.devices ?? 0) - (device.subscribed ? 1 : 0));
  return (
    <section className="card account-section" aria-labelledby="push-title">
      <h3 id="push-title">{t('push:title')}</h3>
      <p>{t('push:lead')}</p>
      {device.support === 'unsupported' ? (
        <p className="notice" role="status">
          {t('push:unsupported')}
        </p>
      ) : device.support === 'ios-install-first' ? (
        <div className="notice" role="status">
          <p>{t('push:iosInstallFirst')}</p>
        </div>
      ) : device.permission === 'denied' ? (
        <p className="notice notice--error" role="status">
          {t('push:denied')}
        </p>
      ) : device.workerMissing ? (
        <p className="notice notice--error" role="status">
          {t('push:noWorker')}
        </p>
      ) : device.subscribed === undefined ? (
        <p role="status">{t('common:loading')}</p>
      ) : device.subscribed ? (
        <div>
          <p role="status">{t('push:on')}</p>
          <button type="button" className="btn btn--secondary" disabled={device.busy} aria-busy={device.busy} onClick={act(device.turnOff, t('push:turnOffFailed'))}>
            {t('push:turnOff')}
          </button>
        </div>
      ) : (
        <div>
          <p role="status">{t('push:off')}</p>
          <button type="button" className="btn btn--primary" disabled={device.busy} aria-busy={device.busy} onClick={act(device.turnOn, t('push:turnOnFailed'))}>
            {t('push:turnOn')}
          </button>
        </div>
      )}
      {otherDevices > 0 ? <p>{t('push:otherDevices', { count: otherDevices })}</p> : null}
      {saved.isError ? (
        <p className="notice notice--error" role="alert">
          {describe(saved.error, t('push:loadFailed'))}
        </p>
      ) : form && (device.subscribed || otherDevices > 0) ? (
        <form className="form" onSubmit={onSubmit}>
          <fieldset>
            <legend>{t('push:categoriesTitle')}</legend>
            {SHOWN[role].map((category) => (
              <CheckboxField key={category} label={t(`push:categories.${category}`)} name={category} checked={form[category]} onChange={(event) => setForm({ ...form, [category]: event.target.checked })} />
            ))}
          </fieldset>
          <SubmitButton busy={update.isPending}>{t('push:save')}</SubmitButton>
        </form>
      ) : null}
    </section>
  );
}
