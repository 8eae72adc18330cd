import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useSetWeeklySlots, useWeeklySlots } from '../../calendar/api/weekly-slots';
import type { WeeklySlotChoice } from '../../calendar/api/types';
import type { CleanerProfile } from '../../cleaner-profile/api/types';
import { ReadyToWorkForm } from '../../cleaner-profile/components/ReadyToWorkForm';
import { WeeklySlotsPicker } from './WeeklySlotsPicker';

/**
 * The ready-to-work step: the profile's form plus the weekly morning/afternoon availability
 * (spec section 9). The profile is saved first, then the availability, then `onDone`.
 */
export function ReadyToWorkStep({ profile, submitLabel, onDone, forStep = false }: { profile: CleanerProfile; submitLabel: string; onDone: () => Promise<void>; forStep?: boolean }) {
  const { t } = useTranslation('cleanerOnboarding');
  const describe = useDescribeError();
  const weekly = useWeeklySlots();
  if (weekly.isPending) return <PageLoading />;
  if (weekly.isError) {
    // Without the current choices, saving could erase them: the step waits for them.
    return (
      <div role="alert">
        <p>{describe(weekly.error, t('availability.loadFailed'))}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void weekly.refetch()}>
          {t('availability.retry')}
        </button>
      </div>
    );
  }
  return <WithChoices profile={profile} submitLabel={submitLabel} onDone={onDone} forStep={forStep} initial={weekly.data.slots.map(({ weekday, slot }) => ({ weekday, slot }))} />;
}

function WithChoices({ profile, submitLabel, onDone, forStep, initial }: { profile: CleanerProfile; submitLabel: string; onDone: () => Promise<void>; forStep: boolean; initial: WeeklySlotChoice[] }) {
  const [choices, setChoices] = useState<WeeklySlotChoice[]>(initial);
  const save = useSetWeeklySlots();
  return (
    <ReadyToWorkForm
      profile={profile}
      {...(forStep ? { forStep: 'ready-to-work' as const } : {})}
      submitLabel={submitLabel}
      onSaved={async () => {
        await save.mutateAsync(choices);
        await onDone();
      }}
      extra={(errors) => <WeeklySlotsPicker value={choices} onChange={setChoices} error={errors.slots ?? Object.entries(errors).find(([k]) => k.startsWith('slots.'))?.[1]} />}
    />
  );
}
