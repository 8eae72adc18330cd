import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/shared/domain-error.js';
import { checkIncident, diffFacts, editIncident, keptUntilOf, recordIncident, referenceOf, type IncidentInput } from './incident.js';

const today = '2026-11-28';
const valid: IncidentInput = {
  title: '  Courriel envoyé\nau mauvais client ',
  kinds: ['unauthorized_disclosure'],
  circumstances: '  Une facture a été envoyée à la mauvaise adresse.\r\nLe client l’a signalé.  ',
  occurredOn: '2026-11-20',
  discoveredOn: '2026-11-21',
  informationDescription: 'Nom, adresse et montant de la facture',
  peopleAffected: 1,
};

const fieldsOf = (fn: () => unknown): [string, string][] => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.issues.map((i) => [i.field, i.code]);
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('checkIncident', () => {
  it('trims texts, keeps paragraphs, fills defaults and drops repeated choices', () => {
    const facts = checkIncident({ ...valid, kinds: ['loss', 'loss'], informationCategories: ['contact', 'contact', 'financial'], sensitivity: '   ' }, today);
    expect(facts).toMatchObject({
      title: 'Courriel envoyé au mauvais client',
      circumstances: 'Une facture a été envoyée à la mauvaise adresse.\nLe client l’a signalé.',
      kinds: ['loss'],
      informationCategories: ['contact', 'financial'],
      occurredUntil: null,
      occurrenceEstimated: false,
      peopleAffectedEstimated: false,
      seriousInjuryRisk: 'to_assess',
      sensitivity: null,
      status: 'open',
    });
  });

  it('refuses dates in the future or out of order, each on its field', () => {
    expect(fieldsOf(() => checkIncident({ ...valid, occurredOn: '2026-11-29', discoveredOn: '2026-11-29' }, today))).toEqual([
      ['body.occurredOn', 'incidents.date_in_future'],
      ['body.discoveredOn', 'incidents.date_in_future'],
    ]);
    expect(fieldsOf(() => checkIncident({ ...valid, occurredUntil: '2026-11-19', discoveredOn: '2026-11-19', commissionNotifiedOn: '2026-11-20', peopleNotifiedOn: '2026-11-18', peopleNoticeMethod: 'email' }, today))).toEqual([
      ['body.occurredUntil', 'incidents.before_occurrence'],
      ['body.discoveredOn', 'incidents.before_occurrence'],
      ['body.peopleNotifiedOn', 'incidents.before_discovery'],
    ]);
  });

  it('wants a notice to the people with its date and method, and a reason for a public notice', () => {
    expect(fieldsOf(() => checkIncident({ ...valid, peopleNotifiedOn: '2026-11-22' }, today))).toEqual([['body.peopleNoticeMethod', 'incidents.notice_method_required']]);
    expect(fieldsOf(() => checkIncident({ ...valid, peopleNoticeMethod: 'public_notice' }, today))).toEqual([
      ['body.peopleNotifiedOn', 'incidents.notice_date_required'],
      ['body.peopleNoticeNotes', 'incidents.public_notice_reason'],
    ]);
  });

  it('closes only with the assessment, its factors, the measures and, for a serious risk, the notices', () => {
    expect(fieldsOf(() => checkIncident({ ...valid, status: 'closed' }, today))).toEqual([
      ['body.seriousInjuryRisk', 'incidents.assess_before_closing'],
      ['body.sensitivity', 'incidents.required_to_close'],
      ['body.anticipatedConsequences', 'incidents.required_to_close'],
      ['body.misuseLikelihood', 'incidents.required_to_close'],
      ['body.measures', 'incidents.required_to_close'],
    ]);
    const assessed = { ...valid, status: 'closed' as const, sensitivity: 'Faible', anticipatedConsequences: 'Aucune', misuseLikelihood: 'Faible', measures: 'Courriel de rappel demandé' };
    expect(checkIncident({ ...assessed, seriousInjuryRisk: 'no' }, today).status).toBe('closed');
    expect(fieldsOf(() => checkIncident({ ...assessed, seriousInjuryRisk: 'yes' }, today))).toEqual([
      ['body.commissionNotifiedOn', 'incidents.commission_notice_required'],
      ['body.peopleNotifiedOn', 'incidents.people_notice_required'],
    ]);
    // A reason not to notify the people (an investigation under way, s. 3.5) is accepted in place of a notice.
    expect(checkIncident({ ...assessed, seriousInjuryRisk: 'yes', commissionNotifiedOn: '2026-11-22', peopleNoticeNotes: 'Enquête policière en cours' }, today).status).toBe('closed');
  });

  it('names every missing or out-of-bounds text', () => {
    expect(fieldsOf(() => checkIncident({ ...valid, title: ' a ', kinds: [], circumstances: '', informationDescription: 'x'.repeat(2001), measures: 'm'.repeat(5001), peopleAffected: -1 }, today))).toEqual([
      ['body.title', 'fields.too_short'],
      ['body.kinds', 'fields.required'],
      ['body.circumstances', 'fields.required'],
      ['body.informationDescription', 'fields.too_long'],
      ['body.peopleAffected', 'fields.invalid'],
      ['body.measures', 'fields.too_long'],
    ]);
  });
});

describe('the register entry', () => {
  const now = new Date('2026-11-28T15:00:00Z');
  const facts = checkIncident(valid, today);

  it('is kept from its discovery date for the configured years, never a day short', () => {
    expect(keptUntilOf('2026-11-21', 5)).toBe('2031-11-21');
    expect(keptUntilOf('2028-02-29', 5)).toBe('2033-03-01');
    expect(referenceOf(7)).toBe('IC-0007');
  });

  it('records every field as its first history line', () => {
    const { incident, changes } = recordIncident(facts, { id: 'i-1', adminId: 'admin-1', now, retentionYears: 5 });
    expect(incident).toMatchObject({ recordedBy: 'admin-1', updatedBy: 'admin-1', closedAt: null, keptUntil: '2031-11-21', version: 1 });
    expect(changes.map((c) => c.field)).toContain('title');
    expect(changes.find((c) => c.field === 'kinds')).toEqual({ field: 'kinds', from: null, to: ['unauthorized_disclosure'] });
  });

  it('keeps who and when of each edit; closing and reopening are named; no change is no edit', () => {
    const { incident } = recordIncident(facts, { id: 'i-1', adminId: 'admin-1', now, retentionYears: 5 });
    expect(editIncident(incident, facts, { adminId: 'admin-2', now, retentionYears: 5 })).toBeNull();
    const later = new Date('2026-11-29T10:00:00Z');
    const closedFacts = checkIncident({ ...valid, status: 'closed', seriousInjuryRisk: 'no', sensitivity: 'Faible', anticipatedConsequences: 'Aucune', misuseLikelihood: 'Faible', measures: 'Rappel' }, '2026-11-29');
    const closed = editIncident(incident, closedFacts, { adminId: 'admin-2', now: later, retentionYears: 5 })!;
    expect(closed.action).toBe('closed');
    expect(closed.incident).toMatchObject({ status: 'closed', closedAt: later, closedBy: 'admin-2', updatedBy: 'admin-2', recordedBy: 'admin-1', version: 2 });
    expect(closed.changes.map((c) => c.field)).toEqual(['seriousInjuryRisk', 'sensitivity', 'anticipatedConsequences', 'misuseLikelihood', 'measures', 'status']);
    const reopened = editIncident(closed.incident, { ...closedFacts, status: 'open' }, { adminId: 'admin-1', now: later, retentionYears: 5 })!;
    expect(reopened.action).toBe('reopened');
    expect(reopened.incident).toMatchObject({ closedAt: null, closedBy: null, version: 3 });
  });

  it('never shortens the retention when the discovery date moves earlier', () => {
    const { incident } = recordIncident(facts, { id: 'i-1', adminId: 'a', now, retentionYears: 5 });
    const earlier = editIncident(incident, { ...facts, discoveredOn: '2026-11-20' }, { adminId: 'a', now, retentionYears: 5 })!;
    expect(earlier.incident.keptUntil).toBe('2031-11-21');
    const later = editIncident(incident, { ...facts, discoveredOn: '2026-11-25' }, { adminId: 'a', now, retentionYears: 5 })!;
    expect(later.incident.keptUntil).toBe('2031-11-25');
  });

  it('compares lists by value', () => {
    expect(diffFacts(facts, { ...facts, kinds: ['unauthorized_disclosure'] })).toEqual([]);
    expect(diffFacts(facts, { ...facts, kinds: ['unauthorized_disclosure', 'loss'] })).toEqual([{ field: 'kinds', from: ['unauthorized_disclosure'], to: ['unauthorized_disclosure', 'loss'] }]);
  });
});
