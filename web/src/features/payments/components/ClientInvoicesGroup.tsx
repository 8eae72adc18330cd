import { useTranslation } from 'react-i18next';
import { InvoicesSection } from './InvoicesSection';

/** The client's account page group "Factures" (spec: invoices in the account). */
export function ClientInvoicesGroup() {
  const { t } = useTranslation('payments');
  return (
    <>
      <h2 className="account-group-title">{t('invoices.group')}</h2>
      <InvoicesSection />
    </>
  );
}
