import type { AppConfig } from './config.js';

export interface Brand {
  id: 'eclat' | 'eclat-quebec';
  name: string;
  tagline: string;
  logoUrl: string;
  forcedLocale: 'fr' | null;
  regionRedirect: AppConfig['regionRedirect'];
}

/**
 * Two brand variants chosen by host (spec section 1). The Quebec brand forces French; every other
 * host gets the default brand. Hosts come from BRAND_QUEBEC_HOSTS.
 */
export function brandForHost(host: string, config: Pick<AppConfig, 'brands' | 'regionRedirect'>): Brand {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const quebec = config.brands.quebecHosts.includes(hostname);
  const isLocal = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  return {
    id: quebec ? 'eclat-quebec' : 'eclat',
    name: quebec ? 'Éclat Québec' : 'Éclat',
    tagline: quebec ? 'Le ménage fait au Québec, en toute confiance.' : 'Votre maison, impeccable. En toute confiance.',
    logoUrl: quebec ? '/brand/eclat-quebec.svg' : '/brand/eclat.svg',
    forcedLocale: quebec ? 'fr' : null,
    // The regional redirect is never applied on a developer's machine.
    regionRedirect: { ...config.regionRedirect, enabled: config.regionRedirect.enabled && !isLocal },
  };
}
