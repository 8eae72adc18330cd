import { FALLBACK_BRAND_NAME, useBrand } from '../../features/brand/api/get-brand';
import { BrandLogo } from './BrandLogo';

/**
 * Spec section 2: brand, logo and the brand's French tagline while the user is determined.
 * It shows before translations are loaded, so it only uses what the server sends.
 */
export function LoadingScreen() {
  const brand = useBrand().data;
  return (
    <main className="loading-screen" aria-busy="true">
      <div className="loading-screen__card" role="status">
        <BrandLogo src={brand?.logoUrl} size={72} />
        <h1 className="loading-screen__name">{brand?.name ?? FALLBACK_BRAND_NAME}</h1>
        {brand?.tagline ? (
          <p className="loading-screen__tagline" lang="fr">
            {brand.tagline}
          </p>
        ) : null}
        <span className="loading-screen__bar" aria-hidden="true" />
      </div>
    </main>
  );
}
