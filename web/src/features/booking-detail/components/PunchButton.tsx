import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { BookingPosition } from '../api/types';
import { LocationError, currentPosition } from '../geolocation';
import { useActionFeedback } from '../use-action-feedback';

/**
 * Punch in or out: one precise browser position, then the server checks time, distance,
 * checklist and photos. Location and server refusals stay on screen until the next try.
 */
export function PunchButton({ label, busy, send }: { label: string; busy: boolean; send: (position: BookingPosition) => Promise<unknown> }) {
  const { t } = useTranslation('bookingDetail');
  const { describe } = useActionFeedback();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const punch = async () => {
    setProblem(null);
    setLocating(true);
    let position: BookingPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      setProblem(error instanceof LocationError ? t(`location.${error.problem}`) : t('location.positionUnavailable'));
      return;
    } finally {
      setLocating(false);
    }
    try {
      await send(position);
    } catch (error) {
      setProblem(describe(error));
    }
  };

  return (
    <div>
      <SubmitButton type="button" busy={locating || busy} onClick={() => void punch()}>
        {label}
      </SubmitButton>
      {locating ? (
        <p className="field__hint" role="status">
          {t('actions.locating')}
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
