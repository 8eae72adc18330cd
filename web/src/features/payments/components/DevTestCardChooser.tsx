import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useSaveMyCard } from '../api/save-my-card';
import type { SavedCard } from '../api/types';
import { cardLabel } from '../card-display';
import { DEV_TEST_CARDS, type DevTestCardId } from '../dev-test-cards';

/**
 * In place of Stripe's card field when the server runs the keyless development provider: three
 * test cards that behave like Stripe's test mode. Clearly labelled so nobody types a real card.
 */
export function DevTestCardChooser({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const save = useSaveMyCard();
  const [saving, setSaving] = useState<DevTestCardId | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (id: DevTestCardId, paymentMethodId: string) => {
    setSaving(id);
    setError(null);
    try {
      onSaved(await save.mutateAsync(paymentMethodId));
    } catch (failure) {
      setError(describe(failure, t('add.failed')));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className="dev-cards" role="group" aria-labelledby="dev-cards-title">
      <p id="dev-cards-title" className="dev-cards__title">
        <strong>{t('dev.title')}</strong>
      </p>
      <p className="field__hint">{t('dev.text')}</p>
      <ul className="dev-cards__list">
        {DEV_TEST_CARDS.map((card) => (
          <li key={card.id} className="dev-cards__item">
            <SubmitButton
              type="button"
              variant="secondary"
              busy={saving === card.id}
              disabled={saving !== null && saving !== card.id}
              aria-describedby={`dev-card-${card.id}-hint`}
              onClick={() => void choose(card.id, card.paymentMethodId)}
            >
              {t(`dev.cards.${card.id}.label`, { card: cardLabel(card, t('card.generic')) })}
            </SubmitButton>
            <span id={`dev-card-${card.id}-hint`} className="field__hint">
              {t(`dev.cards.${card.id}.hint`)}
            </span>
          </li>
        ))}
      </ul>
      <div aria-live="assertive">
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
