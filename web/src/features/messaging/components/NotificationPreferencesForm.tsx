import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import type { NotificationFrequency, NotificationPreferences } from '../api/types';

const FREQUENCIES: readonly NotificationFrequency[] = ['instant', 'daily', 'weekly', 'monthly'];

function asFrequency(value: string): NotificationFrequency | null {
  return FREQUENCIES.find((frequency) => frequency === value) ?? null;
}

/**
 * Account page, "Notifications": emails about missed messages (at once or as a digest), booking reminders and
 * review emails on or off, and the emails that always go (security, bookings and payments).
 */
export function NotificationPreferencesForm() {
  const { t } = useTranslation(['messaging', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const saved = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [form, setForm] = useState<NotificationPreferences | null>(null);

  useEffect(() => {
    if (saved.data) setForm(saved.data);
  }, [saved.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    try {
      await update.mutateAsync(form);
      toast({ title: t('messaging:preferences.savedTitle'), description: t('messaging:preferences.saved'), variant: 'success' });
    } catch (failure) {
      toast({ title: t('common:toast.error'), description: describe(failure, t('messaging:preferences.saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <section className="card account-section" aria-labelledby="notifications-title">
      <h3 id="notifications-title">{t('messaging:preferences.title')}</h3>
      <p>{t('messaging:preferences.lead')}</p>
      {saved.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(saved.error, t('messaging:preferences.loadFailed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void saved.refetch()}>
            {t('messaging:inbox.retry')}
          </button>
        </div>
      ) : form ? (
        <form className="form" onSubmit={onSubmit}>
          <fieldset>
            <legend>{t('messaging:preferences.messagesTitle')}</legend>
            <CheckboxField
              label={t('messaging:preferences.emailEnabled')}
              name="emailEnabled"
              checked={form.emailEnabled}
              onChange={(event) => setForm({ ...form, emailEnabled: event.target.checked })}
            />
            <SelectField
              label={t('messaging:preferences.frequency')}
              name="frequency"
              value={form.frequency}
              disabled={!form.emailEnabled}
              onChange={(event) => setForm({ ...form, frequency: asFrequency(event.target.value) ?? form.frequency })}
            >
              {FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`messaging:preferences.frequencies.${frequency}`)}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <fieldset>
            <legend>{t('messaging:preferences.categoriesTitle')}</legend>
            <CheckboxField
              label={t('messaging:preferences.bookingReminders')}
              name="bookingReminders"
              checked={form.bookingReminders}
              onChange={(event) => setForm({ ...form, bookingReminders: event.target.checked })}
            />
            <CheckboxField
              label={t('messaging:preferences.reviewEmails')}
              name="reviewEmails"
              checked={form.reviewEmails}
              onChange={(event) => setForm({ ...form, reviewEmails: event.target.checked })}
            />
          </fieldset>
          <div className="notice">
            <h4 id="notifications-always-title">{t('messaging:preferences.alwaysTitle')}</h4>
            <p>{t('messaging:preferences.always')}</p>
            <p>{t('messaging:preferences.newsletter')}</p>
          </div>
          <SubmitButton busy={update.isPending}>{t('messaging:preferences.save')}</SubmitButton>
        </form>
      ) : (
        <p role="status">{t('common:loading')}</p>
      )}
    </section>
  );
}
