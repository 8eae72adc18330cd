import { useTranslation } from 'react-i18next';
import { CardPicker } from '../../../payments/components/CardPicker';
import type { SavedCard } from '../../../payments/api/types';
import type { PaymentsConfig } from '../../api/types';
import '../../../payments/payments.css';

interface PaymentSectionProps {
  config: PaymentsConfig;
  card: SavedCard | null;
  onCard: (card: SavedCard | null) => void;
  /** The client tried to go on without a card. */
  missing: boolean;
  /** The bank refused the card on the last try: another one is needed. */
  refused: boolean;
}

/** The card the deposit is held on (and the remainder charged to after the visit). */
export function PaymentSection({ config, card, onCard, missing, refused }: PaymentSectionProps) {
  const { t } = useTranslation('bookingForm');
  return (
    <fieldset className="booking-form__group">
      <legend>{t('payment.legend')}</legend>
      <p className="booking-form__note">{t('payment.depositRule')}</p>
      <CardPicker config={config} selectedId={card?.id ?? null} onSelect={onCard} legend={t('payment.cardLegend')} error={refused ? t('payment.cardRefused') : missing ? t('payment.chooseCard') : null} />
    </fieldset>
  );
}
