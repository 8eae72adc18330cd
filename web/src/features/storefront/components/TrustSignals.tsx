import { useTranslation } from 'react-i18next';
import type { PricingTerms } from '../../pricing/api/types';
import { formatAmount } from '../../pricing/format';
import { Icon, type IconName } from './Illustrations';

const SIGNALS: readonly { key: string; icon: IconName }[] = [
  { key: 'idVerified', icon: 'shield' },
  { key: 'securePayment', icon: 'lock' },
  { key: 'freeCancellation', icon: 'calendar' },
  { key: 'reviews', icon: 'star' },
];

/** ID-verified cleaners, secure payment, free cancellation (the policy in force), reviews. */
export function TrustSignals({ terms, headingId, title }: { terms: PricingTerms; headingId: string; title?: string }) {
  const { t, i18n } = useTranslation('storefront');
  const values = { hours: terms.cancellation.freeCancellationHours, fee: formatAmount(terms.cancellation.lateCancellationFeeCents, i18n.resolvedLanguage) };
  return (
    <section className="sf-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t('trust.title')}</h2>
      <ul className="sf-grid">
        {SIGNALS.map(({ key, icon }) => (
          <li key={key} className="sf-card">
            <h3>
              <Icon name={icon} />
              {t(`trust.${key}.title`, values)}
            </h3>
            <p>{t(`trust.${key}.text`, values)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
