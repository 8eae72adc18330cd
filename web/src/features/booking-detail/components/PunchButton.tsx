import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { BookingPosition } from '../api/types';
import { LocationError, currentPosition } from '../geolocation';
import { useActionFeedback } from '../use-action-feedback';

type Problem = { text: string; code: string | undefined };

/**
 * Punch in or out: one precise browser position, then the server checks time, distance,
 * checklist and photos. A refusal stays on screen until the next try, unless `stands` says its
 * cause is gone (the tasks ticked, the photos added): then it disappears at once.
 */
export function PunchButton({
  label,
  busy,
  send,
  stands = () => true,
  blockedBy = null,
}: {
  label: string;
  busy: boolean;
  send: (position: BookingPosition) => Promise<unknown>;
  stands?: (code: string | undefined) => boolean;
  /** Why the button cannot be used yet (actions waiting on the device), said under it. */
  blockedBy?: string | null;
}) {
  const { t } = useTranslation('bookingDetail');
  const { describe } = useActionFeedback();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const punchBlockedId = useId();
  // Gone as soon as the booking no longer has the cause (and forgotten, so it cannot come back by itself).
  if (problem && !stands(problem.code)) setProblem(null);

  const punch = async () => {
    setProblem(null);
    setLocating(true);
    let position: BookingPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setProblem({ text: error instanceof LocationError ? t(`location.${error.problem}`) : t('location.positionUnavailable'), code: undefined });
      return;
    } finally {
      setLocating(false);
    }
    try {
      await send(position);
    } catch (error) {
      setProblem({ text: describe(error), code: error instanceof ApiError ? error.code : undefined });
    }
  };

  return (
    <div>
      <SubmitButton type="button" busy={locating || busy} disabled={blockedBy !== null} aria-describedby={blockedBy ? punchBlockedId : undefined} onClick={() => void punch()}>
        {label}
      </SubmitButton>
      {blockedBy ? (
        <p id={punchBlockedId} className="field__hint" role="status">
          {blockedBy}
        </p>
      ) : locating ? (
        <p className="field__hint" role="status">
          {t('actions.locating')}
        </p>
      ) : (
        // Said before the browser's prompt (Law 25, privacy by default): why the position is asked and what is kept.
        <p className="field__hint">{t('actions.locationWhy')}</p>
      )}
      {problem ? (
        <p className="field__error" role="alert">
          {problem.text}
        </p>
      ) : null}
    </div>
  );
}
