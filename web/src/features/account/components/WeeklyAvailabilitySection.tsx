import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useSetWeeklySlots, useWeeklySlots } from '../../calendar/api/weekly-slots';
import type { WeeklySlotChoice } from '../../calendar/api/types';
import { BlocksList } from '../../calendar/components/BlocksList';
import { WeeklySlotsPicker } from '../../cleaner-onboarding/components/WeeklySlotsPicker';
import { weeklyChanges } from '../../cleaner-onboarding/weekly-choices';
import '../../calendar/calendar.css';

/**
 * /account/availability (issue #40): the cleaner sees and edits their weekly mornings and afternoons
 * here (the onboarding's choices, GET/PUT /api/availability/me/weekly-slots), sees every other
 * pattern and upcoming one-off slot (deletable), and opens the calendar for dates and calendar sync.
 */
export default function WeeklyAvailabilitySection() {
  const { t } = useTranslation(['account', 'cleanerOnboarding']);
  const describe = useDescribeError();
  const weekly = useWeeklySlots();
  const headingId = useId();
  return (
    <>
      <section className="card account-section" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('account:availability.title')}</h3>
        <p>{t('account:availability.lead')}</p>
        {weekly.isPending ? (
          <PageLoading />
        ) : weekly.isError ? (
          // Without the current choices, saving could erase them: the form waits for them.
          <div className="notice notice--error" role="alert">
            <p>{describe(weekly.error, t('cleanerOnboarding:availability.loadFailed'))}</p>
            <button type="button" className="btn btn--secondary" onClick={() => void weekly.refetch()}>
              {t('cleanerOnboarding:availability.retry')}
            </button>
          </div>
        ) : (
          <WeeklyForm key={weekly.dataUpdatedAt} saved={weekly.data.slots.map(({ weekday, slot }) => ({ weekday, slot }))} />
        )}
        <p>
          <Link className="btn btn--secondary" to="/profile/calendar">
            {t('account:sectionText.openCalendar')}
          </Link>
        </p>
      </section>
      <BlocksList />
    </>
  );
}

function WeeklyForm({ saved }: { saved: WeeklySlotChoice[] }) {
  const { t } = useTranslation(['account', 'common']);
  const describe = useDescribeError();
  const toast = useToast();
  const save = useSetWeeklySlots();
  const [choices, setChoices] = useState<WeeklySlotChoice[]>(saved);
  const [error, setError] = useState<string | undefined>(undefined);
  const changes = weeklyChanges(saved, choices);
  const dirty = changes.added.length + changes.removed.length > 0;
  const statusId = useId();

  const submit = async () => {
    setError(undefined);
    try {
      await save.mutateAsync(choices);
      toast({ title: t('account:availability.saved'), variant: 'success' });
    } catch (e) {
      setError(describe(e, t('account:availability.saveFailed')));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <WeeklySlotsPicker
        value={choices}
        onChange={(next) => {
          setChoices(next);
          setError(undefined);
        }}
        error={error}
        hint={t('account:availability.hint')}
      />
      <p id={statusId} className="field__hint" aria-live="polite">
        {dirty ? t('account:availability.unsaved', { count: changes.added.length + changes.removed.length }) : t('account:availability.upToDate')}
      </p>
      <div className="account-availability__actions">
        <button type="submit" className="btn btn--primary" disabled={!dirty || save.isPending} aria-describedby={statusId}>
          {save.isPending ? t('account:availability.saving') : t('account:availability.save')}
        </button>
        {dirty ? (
          <button type="button" className="btn btn--secondary" disabled={save.isPending} onClick={() => setChoices(saved)}>
            {t('account:availability.reset')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
