import { describe, expect, it } from 'vitest';
import { brandForHost } from './brands.js';

const config = {
  brands: { quebecHosts: ['eclatquebec.ca', 'www.eclatquebec.ca'] },
  regionRedirect: { enabled: true, quebecFrenchUrl: 'https://eclatquebec.ca', otherUrl: 'https://eclat.ca' },
};

describe('brandForHost', () => {
  it('a Quebec host gets the Quebec brand, which forces French', () => {
    const b = brandForHost('eclatquebec.ca', config);
    expect(b).toMatchObject({ id: 'eclat-quebec', name: 'Éclat Québec', forcedLocale: 'fr', logoUrl: '/brand/eclat-quebec.svg' });
  });

  it('ignores the port and the case of the host', () => {
    expect(brandForHost('WWW.EclatQuebec.CA:8443', config).forcedLocale).toBe('fr');
  });

  it('every other host gets the default brand without a forced language', () => {
    const b = brandForHost('eclat.ca', config);
    expect(b).toMatchObject({ id: 'eclat', name: 'Éclat', forcedLocale: null });
    expect(brandForHost('notquebec.eclatquebec.ca.evil.com', config).id).toBe('eclat');
  });

  it('applies the regional redirect on a real host when enabled', () => {
    expect(brandForHost('eclat.ca', config).regionRedirect).toEqual(config.regionRedirect);
  });

  it.each(['localhost:3000', '127.0.0.1:3000', 'app.localhost', 'LOCALHOST'])('never redirects on a developer machine (%s)', (host) => {
    expect(brandForHost(host, config).regionRedirect.enabled).toBe(false);
  });

  it('does not redirect when the setting is off', () => {
    expect(brandForHost('eclat.ca', { ...config, regionRedirect: { ...config.regionRedirect, enabled: false } }).regionRedirect.enabled).toBe(false);
  });

  it('does not change the configuration it is given', () => {
    brandForHost('localhost', config);
    expect(config.regionRedirect.enabled).toBe(true);
  });
});
