import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { PaymentsConfig } from '../../booking/api/types';
import { useDeleteMyCard } from '../api/delete-my-card';
import { useMyCards } from '../api/list-my-cards';
import type { SavedCard } from '../api/types';
import { cardExpiry, cardLabel, isCardExpired, preselectedCard } from '../card-display';
import { DevTestCardChooser } from './DevTestCardChooser';

// Stripe Elements only for the Stripe provider: its own chunk, never downloaded otherwise.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

export interface CardPickerProps {
  config: PaymentsConfig;
  /** SavedCard.id of the chosen card. */
  selectedId: string | null;
  onSelect: (card: SavedCard | null) => void;
  legend: string;
  /** Why the choice is needed now ("choose a card"); focusable so a failed submit can land on it. */
  error?: string | null;
}

/** The client's saved cards to choose from, and a way to add one (Stripe Elements or a development test card). */
export function CardPicker({ config, selectedId, onSelect, legend, error }: CardPickerProps) {
  const { t } = useTranslation('payments');
  const describe = useDescribeError();
  const toast = useToast();
  const cards = useMyCards();
  const remove = useDeleteMyCard();
  const name = useId();
  const errorId = useId();
  const [adding, setAdding] = useState(false);
  const [forgetting, setForgetting] = useState<SavedCard | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const now = new Date();
  const generic = t('card.generic');

  const list = cards.data ?? [];
  const usable = list.filter((card) => !isCardExpired(card, now));
  // The card that worked last, else the only usable one (issue #42); several that never worked: the client picks.
  useEffect(() => {
    const preselected = preselectedCard(list, now);
    if (selectedId === null && preselected) onSelect(preselected);
    if (selectedId !== null && cards.data && !list.some((card) => card.id === selectedId)) onSelect(null);
  }, [cards.data]);

  const saved = (card: SavedCard) => {
    setAdding(false);
    onSelect(card);
    toast({ title: t('add.savedTitle'), description: t('add.saved', { card: cardLabel(card, generic) }), variant: 'success' });
  };

  const forget = () => {
    if (!forgetting) return;
    remove.mutate(forgetting.id, {
      onSuccess: () => {
        if (forgetting.id === selectedId) onSelect(null);
        setForgetting(null);
      },
      onError: (failure) => {
        setForgetting(null);
        toast({ title: t('remove.failedTitle'), description: describe(failure, t('remove.failed')), variant: 'destructive' });
      },
    });
  };

  const showAdder = adding || (cards.isSuccess && usable.length === 0);

  let adder = null;
  if (showAdder) {
    if (config.provider === 'development') adder = <DevTestCardChooser onSaved={saved} />;
    else if (config.publishableKey)
      adder = (
        <Suspense fallback={<PageLoading />}>
          <StripeCardForm publishableKey={config.publishableKey} onSaved={saved} />
        </Suspense>
      );
    else
      adder = (
        <div className="notice notice--error" role="alert">
          <p>{t('add.unavailable')}</p>
        </div>
      );
  }

  return (
    <fieldset className="card-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={errorId} className="field__error" tabIndex={-1} data-card-error role="alert">
          {error}
        </p>
      ) : null}
      {cards.isPending ? <PageLoading /> : null}
      {cards.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{describe(cards.error, t('list.failed'))}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void cards.refetch()}>
            {t('list.retry')}
          </button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="card-picker__list">
          {list.map((card) => {
            const expired = isCardExpired(card, now);
            const label = cardLabel(card, generic);
            return (
              <li key={card.id} className="card-picker__item">
                <label className="card-picker__option">
                  <input
                    type="radio"
                    name={name}
                    value={card.id}
                    checked={card.id === selectedId}
                    disabled={expired}
                    onChange={() => onSelect(card)}
                  />
                  <span className="card-picker__label">{label}</span>
                  <span className="card-picker__expiry">{t(expired ? 'card.expired' : 'card.expires', { date: cardExpiry(card) })}</span>
                </label>
                <button type="button" className="btn btn--secondary card-picker__remove" aria-label={t('remove.label', { card: label })} onClick={() => setForgetting(card)}>
                  {t('remove.button')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {cards.isSuccess && usable.length > 0 ? (
        <button ref={addButton} type="button" className="btn btn--secondary" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          {adding ? t('add.cancel') : t('add.open')}
        </button>
      ) : null}
      {adder}
      <ConfirmDialog
        open={forgetting !== null}
        onClose={() => setForgetting(null)}
        title={t('remove.title')}
        description={forgetting ? t('remove.text', { card: cardLabel(forgetting, generic) }) : ''}
        cancelLabel={t('remove.keep')}
        confirmLabel={t('remove.confirm')}
        busy={remove.isPending}
        onConfirm={forget}
        returnFocusTo={addButton}
      />
    </fieldset>
  );
}
