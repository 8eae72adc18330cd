import { describe, expect, it } from 'vitest';
import { categoryChoices, kindChoices, noticeMethodChoices, riskChoices, statusChoices } from './choices';
import { describeValue } from './history-format';
import { incidentsEn, incidentsFr } from './i18n';
import { WRITABLE_FIELDS } from './incidents-api';
import { keyPaths, lookup } from '../i18n/message-keys';

describe('the register’s console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(incidentsEn).sort()).toEqual(keyPaths(incidentsFr).sort());
  });

  it('name every choice and every field the form and the history show', () => {
    for (const messages of [incidentsFr, incidentsEn]) {
      for (const c of [...kindChoices, ...categoryChoices, ...riskChoices, ...noticeMethodChoices, ...statusChoices]) expect(lookup(messages, c.name), c.name).toEqual(expect.any(String));
      for (const field of WRITABLE_FIELDS.filter((f) => f !== 'version')) expect(lookup(messages, `resources.confidentiality-incidents.fields.${field}`), field).toEqual(expect.any(String));
    }
  });

  it('shows history values as a reader understands them', () => {
    const translate = (key: string) => lookup(incidentsFr, key) ?? key;
    expect(describeValue('kinds', ['loss', 'unauthorized_access'], translate, 'fr')).toBe('Perte, Accès non autorisé par la loi');
    expect(describeValue('seriousInjuryRisk', 'to_assess', translate, 'fr')).toBe('À évaluer');
    expect(describeValue('occurrenceEstimated', true, translate, 'fr')).toBe('Oui');
    expect(describeValue('discoveredOn', '2026-11-01', translate, 'fr')).toBe('1er nov. 2026');
    expect(describeValue('peopleAffected', 12000, translate, 'fr')).toMatch(/^12\s000$/);
    expect(describeValue('measures', null, translate, 'fr')).toBe('—');
    expect(describeValue('informationCategories', [], translate, 'fr')).toBe('—');
    expect(describeValue('title', 'Perte', translate, 'fr')).toBe('Perte');
  });
});
