import { useTranslation } from 'react-i18next';
import type { PaymentsConfig } from '../../api/types';
import { PaymentProviderNotice } from './PaymentProviderNotice';

export function PaymentSection({ config }: { config: PaymentsConfig }) {
  const { t } = useTranslation('bookingForm');
  return (
    <fieldset className="booking-form__group">
      <legend>{t('payment.legend')}</legend>
      <p className="booking-form__note">{t('payment.depositRule')}</p>
      <PaymentProviderNotice config={config} />
    </fieldset>
  );
}
