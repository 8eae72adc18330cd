import { useTranslation } from 'react-i18next';
import type { PaymentsConfig } from '../../api/types';

/**
 * The payment part of the form, by provider. Issue #5 puts Stripe Elements in the `stripe` case;
 * `paymentReadiness` (payment.ts) says whether the form may submit meanwhile.
 */
export function PaymentProviderNotice({ config }: { config: PaymentsConfig }) {
  const { t } = useTranslation('bookingForm');
  switch (config.provider) {
    case 'development':
      return (
        <div className="notice booking-demo-payment" role="note" aria-label={t('payment.demoTitle')}>
          <p>
            <strong>{t('payment.demoTitle')}</strong>
          </p>
          <p>{t('payment.demoText')}</p>
        </div>
      );
    case 'stripe':
      return (
        <div className="notice notice--error" role="alert">
          <p>{t('payment.stripeUnavailable')}</p>
        </div>
      );
  }
}
