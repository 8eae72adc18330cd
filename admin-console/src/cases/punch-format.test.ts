import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { measuredFromText, punchText, type CasePunch } from './punch-format';

/** The console's messages as polyglot fills them (%{name}), under eclat.cases. */
const translator = (messages: { eclat: { cases: object } }) => (key: string, options: object = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.eclat.cases);
  if (typeof text !== 'string') throw new Error(`missing eclat.cases.${key}`);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name]));
};
const tFr = translator(fr);
/** No-break spaces as spaces, for reading the expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const tEn = translator(en);

const at = '2026-12-03T21:48:00Z';
const punch = (measuredFrom: NonNullable<CasePunch>['measuredFrom'], distanceMeters = 2340): CasePunch => ({ at, distanceMeters, measuredFrom });

describe('a punch on the case page says what its distance was measured from (issue #40)', () => {
  it('names the postal area or the town whose centre stood in for the property, in Quebec formats', () => {
    const area = punch({ kind: 'postal_area', postalArea: 'H7N', town: 'Laval' });
    expect(plain(punchText(area, 'fr', tFr))).toBe('3 déc. 2026 à 16 h 48, à 2,3 km du centre du secteur postal H7N');
    expect(plain(punchText(area, 'en', tEn))).toBe('Dec 3, 2026 at 4:48 PM, 2.3 km from the centre of postal area H7N');
    expect(measuredFromText(area, tFr)).toContain('Le centre du secteur postal H7N, seule position connue de la propriété');
    const town = punch({ kind: 'town', postalArea: null, town: 'Saint-Tite' }, 850);
    expect(plain(punchText(town, 'fr', tFr))).toBe('3 déc. 2026 à 16 h 48, à 850 m du centre de Saint-Tite');
    expect(measuredFromText(town, tEn)).toContain('The centre of Saint-Tite, the only known position of the property');
  });

  it('says the address when a geocoder placed it, and that older punches did not record it', () => {
    expect(plain(punchText(punch({ kind: 'address', postalArea: null, town: 'Montréal' }, 40), 'fr', tFr))).toBe('3 déc. 2026 à 16 h 48, à 40 m de l’adresse de la propriété');
    expect(measuredFromText(punch({ kind: 'address', postalArea: null, town: 'Montréal' }), tFr)).toBe('L’adresse de la propriété, placée par le géocodeur');
    expect(plain(punchText(punch(null, 40), 'fr', tFr))).toBe('3 déc. 2026 à 16 h 48, à 40 m de la propriété');
    expect(measuredFromText(punch(null), tEn)).toBe('Not recorded (punch made before this was kept)');
    expect(punchText(null, 'fr', tFr)).toBe('—');
    expect(measuredFromText(null, tFr)).toBe('—');
  });
});
