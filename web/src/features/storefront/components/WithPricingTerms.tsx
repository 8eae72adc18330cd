import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/ui/PageLoading';
import { usePricingTerms } from '../../pricing/api/get-pricing-terms';
import type { PricingTerms } from '../../pricing/api/types';

/**
 * Draws `children` with the terms in force (GET /api/pricing), so that every figure a page states is
 * the configuration's. A spinner while they load; a notice with a retry button if they do not.
 */
export function WithPricingTerms({ children }: { children: (terms: PricingTerms) => ReactNode }) {
  const { t } = useTranslation('storefront');
  const terms = usePricingTerms();
  if (terms.isPending) return <PageLoading />;
  if (terms.isError) {
    return (
      <div className="container">
        <div className="notice notice--error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void terms.refetch()}>
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }
  return <>{children(terms.data)}</>;
}
