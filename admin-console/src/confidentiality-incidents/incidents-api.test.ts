import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../api/request-helpers';
import { filenameOf, toIncidentBody, WRITABLE_FIELDS } from './incidents-api';

describe('the incident register in the console', () => {
  it('sends only the fields the API takes; an emptied optional field is cleared, a blank required one left to the server', () => {
    const record = {
      id: 'x',
      reference: 'IC-0001',
      number: 1,
      history: [{ action: 'created' }],
      recordedBy: { id: 'a', name: 'Alice' },
      keptUntil: '2031-11-03',
      title: 'Perte d’une clé USB',
      kinds: ['loss'],
      circumstances: '   ',
      occurredOn: '2026-11-02',
      occurredUntil: null,
      discoveredOn: '2026-11-03',
      informationCategories: [],
      informationDescription: 'Noms',
      peopleAffected: 0,
      occurrenceEstimated: false,
      sensitivity: '',
      peopleNoticeMethod: undefined,
      status: 'open',
      version: 4,
    };
    expect(toIncidentBody(record)).toEqual({
      title: 'Perte d’une clé USB',
      kinds: ['loss'],
      occurredOn: '2026-11-02',
      occurredUntil: null,
      occurrenceEstimated: false,
      discoveredOn: '2026-11-03',
      informationCategories: [],
      informationDescription: 'Noms',
      peopleAffected: 0,
      sensitivity: null,
      anticipatedConsequences: null,
      misuseLikelihood: null,
      measures: null,
      commissionNotifiedOn: null,
      commissionNotes: null,
      peopleNotifiedOn: null,
      peopleNoticeMethod: null,
      peopleNoticeNotes: null,
      otherNotifications: null,
      status: 'open',
      version: 4,
    });
    expect(WRITABLE_FIELDS).not.toContain('keptUntil');
  });

  it('puts each server refusal on its form field, the first one per field', () => {
    expect(
      toFormErrors([
        { field: 'body.commissionNotifiedOn', message: 'Avis requis' },
        { field: 'body.kinds.0', message: 'Choix invalide' },
        { field: 'body.kinds.1', message: 'Autre' },
      ]),
    ).toEqual({ commissionNotifiedOn: 'Avis requis', kinds: 'Choix invalide' });
  });

  it('saves the export under the server’s file name', () => {
    expect(filenameOf('attachment; filename="registre-incidents-confidentialite-2026-11-28.csv"', 'x.csv')).toBe('registre-incidents-confidentialite-2026-11-28.csv');
    expect(filenameOf(null, 'register.csv')).toBe('register.csv');
  });
});
