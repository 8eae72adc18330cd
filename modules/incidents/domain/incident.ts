import type { FieldIssue } from '../../../src/shared/domain-error.js';
import { isLocalDate, type LocalDate } from '../../../src/shared/local-time.js';
import { incidentErrors } from './incident.errors.js';

/**
 * The register of confidentiality incidents (Act respecting the protection of personal information in
 * the private sector, s. 3.5-3.8, and the Regulation respecting confidentiality incidents, s. 11): one
 * entry per incident, whatever its risk, kept up to date and kept at least five years after the
 * enterprise became aware of it.
 */

/** What happened, in the law's words (s. 3.6): access, use or communication not authorized by law, loss, any other breach. */
export const INCIDENT_KINDS = ['unauthorized_access', 'unauthorized_use', 'unauthorized_disclosure', 'loss', 'other_breach'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** The kinds of personal information Éclat holds, so an entry says which were concerned. */
export const INFORMATION_CATEGORIES = [
  'identification',
  'contact',
  'credentials',
  'identity_documents',
  'background_checks',
  'financial',
  'location',
  'home_access',
  'messages',
  'photos',
  'reviews',
  'other',
] as const;
export type InformationCategory = (typeof INFORMATION_CATEGORIES)[number];

/** Whether the incident presents a risk of serious injury (s. 3.7); `to_assess` until the assessment is done. */
export const SERIOUS_INJURY_RISKS = ['to_assess', 'yes', 'no'] as const;
export type SeriousInjuryRisk = (typeof SERIOUS_INJURY_RISKS)[number];

/** How the people concerned were told; a public notice is for the cases of the regulation's s. 6 (its reason goes in the notes). */
export const NOTICE_METHODS = ['email', 'mail', 'phone', 'in_person', 'public_notice', 'other'] as const;
export type NoticeMethod = (typeof NOTICE_METHODS)[number];

/** Closing is a status: an entry is never deleted through the application. */
export const INCIDENT_STATUSES = ['open', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const LIMITS = {
  title: { min: 3, max: 200 },
  circumstances: { min: 10, max: 5000 },
  informationDescription: { min: 3, max: 2000 },
  /** Each risk factor, the notes on a notice and the other notifications. */
  note: { max: 2000 },
  measures: { max: 5000 },
  peopleAffected: { min: 0, max: 100_000_000 },
} as const;

/** Everything an admin writes in an entry. The order is the register's: exports and history follow it. */
export interface IncidentFacts {
  title: string;
  kinds: IncidentKind[];
  circumstances: string;
  occurredOn: LocalDate;
  /** The end of the period when it lasted more than a day. */
  occurredUntil: LocalDate | null;
  /** The law accepts an approximation when the dates are not known. */
  occurrenceEstimated: boolean;
  /** When Éclat became aware of it: the five years of retention run from here. */
  discoveredOn: LocalDate;
  informationCategories: InformationCategory[];
  /** The personal information concerned or, when it cannot be known, why. */
  informationDescription: string;
  peopleAffected: number;
  peopleAffectedEstimated: boolean;
  seriousInjuryRisk: SeriousInjuryRisk;
  /** The factors the law names for the assessment (s. 3.7). */
  sensitivity: string | null;
  anticipatedConsequences: string | null;
  misuseLikelihood: string | null;
  /** Measures taken to reduce the risk of injury (and to keep it from happening again). */
  measures: string | null;
  commissionNotifiedOn: LocalDate | null;
  /** The notice's file number, or why the Commission was not notified. */
  commissionNotes: string | null;
  peopleNotifiedOn: LocalDate | null;
  peopleNoticeMethod: NoticeMethod | null;
  /** How they were told, why a public notice, or why they were not (yet) told. */
  peopleNoticeNotes: string | null;
  /** Other people or bodies told because they could reduce the risk (s. 3.5): who, when, what was shared. */
  otherNotifications: string | null;
  status: IncidentStatus;
}

export const FACT_FIELDS = [
  'title',
  'kinds',
  'circumstances',
  'occurredOn',
  'occurredUntil',
  'occurrenceEstimated',
  'discoveredOn',
  'informationCategories',
  'informationDescription',
  'peopleAffected',
  'peopleAffectedEstimated',
  'seriousInjuryRisk',
  'sensitivity',
  'anticipatedConsequences',
  'misuseLikelihood',
  'measures',
  'commissionNotifiedOn',
  'commissionNotes',
  'peopleNotifiedOn',
  'peopleNoticeMethod',
  'peopleNoticeNotes',
  'otherNotifications',
  'status',
] as const satisfies readonly (keyof IncidentFacts)[];

export interface Incident extends IncidentFacts {
  id: string;
  /** Gapless per database, shown as the reference IC-0001. */
  number: number;
  recordedAt: Date;
  recordedBy: string;
  updatedAt: Date;
  updatedBy: string;
  closedAt: Date | null;
  closedBy: string | null;
  /** The earliest date the entry may be destroyed: discovery plus the configured years. */
  keptUntil: LocalDate;
  /** Counts saves; an edit names the version it started from. */
  version: number;
}

/** What the console sends: optional texts may be absent or null. */
export type IncidentInput = Pick<IncidentFacts, 'title' | 'kinds' | 'circumstances' | 'occurredOn' | 'discoveredOn' | 'informationDescription' | 'peopleAffected'> &
  Partial<Omit<IncidentFacts, 'title' | 'kinds' | 'circumstances' | 'occurredOn' | 'discoveredOn' | 'informationDescription' | 'peopleAffected'>>;

export type HistoryAction = 'created' | 'updated' | 'closed' | 'reopened';
export type FactValue = string | number | boolean | string[] | null;
export interface FieldChange {
  field: (typeof FACT_FIELDS)[number];
  from: FactValue;
  to: FactValue;
}

export const referenceOf = (n: number): string => `IC-${String(n).padStart(4, '0')}`;

/** The same calendar date `years` later; 29 February becomes 1 March, never a day short of the period. */
export function keptUntilOf(discoveredOn: LocalDate, years: number): LocalDate {
  const [y, m, d] = discoveredOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

const oneLine = (s: string): string => s.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
const paragraphs = (s: string): string => s.replace(/\r\n?/g, '\n').trim();
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Trims and checks an entry; every problem at once, each on its field (`body.<field>`). Dates cannot be
 * in the future, nor come before what they follow. Closing asks for what the register must hold: the
 * assessment and its factors, the measures, and when the risk is serious, the notice to the Commission
 * and the notice to the people concerned (or why they were not told).
 */
export function checkIncident(input: IncidentInput, today: LocalDate): IncidentFacts {
  const issues: FieldIssue[] = [];
  const issue = (field: string, code: string, params?: Record<string, string | number>) => issues.push({ field: `body.${field}`, code, ...(params ? { params } : {}) });

  const text = (field: keyof IncidentFacts, value: string | null | undefined, bounds: { min?: number; max: number }, required: boolean, clean = paragraphs): string | null => {
    const v = clean(value ?? '');
    if (!v) {
      if (required) issue(field, 'fields.required');
      return null;
    }
    if (bounds.min !== undefined && v.length < bounds.min) issue(field, 'fields.too_short', { min: bounds.min });
    else if (v.length > bounds.max) issue(field, 'fields.too_long', { max: bounds.max });
    return v;
  };
  const date = (field: keyof IncidentFacts, value: string | null | undefined, notBefore: { date: string | null; code: string } | null): LocalDate | null => {
    if (!value) return null;
    if (!isLocalDate(value)) {
      issue(field, 'fields.invalid_date');
      return null;
    }
    if (value > today) issue(field, 'incidents.date_in_future');
    else if (notBefore?.date && value < notBefore.date) issue(field, notBefore.code);
    return value;
  };

  const title = text('title', input.title, LIMITS.title, true, oneLine);
  const kinds = unique(input.kinds ?? []).filter((k) => (INCIDENT_KINDS as readonly string[]).includes(k));
  if (!kinds.length) issue('kinds', 'fields.required');
  const circumstances = text('circumstances', input.circumstances, LIMITS.circumstances, true);
  const occurredOn = date('occurredOn', input.occurredOn, null);
  if (!input.occurredOn) issue('occurredOn', 'fields.required');
  const occurredUntil = date('occurredUntil', input.occurredUntil, { date: occurredOn, code: 'incidents.before_occurrence' });
  const discoveredOn = date('discoveredOn', input.discoveredOn, { date: occurredOn, code: 'incidents.before_occurrence' });
  if (!input.discoveredOn) issue('discoveredOn', 'fields.required');
  const informationCategories = unique(input.informationCategories ?? []).filter((c) => (INFORMATION_CATEGORIES as readonly string[]).includes(c));
  const informationDescription = text('informationDescription', input.informationDescription, LIMITS.informationDescription, true);
  const peopleAffected = input.peopleAffected;
  if (!Number.isInteger(peopleAffected) || peopleAffected < LIMITS.peopleAffected.min || peopleAffected > LIMITS.peopleAffected.max) issue('peopleAffected', 'fields.invalid');
  const seriousInjuryRisk = input.seriousInjuryRisk ?? 'to_assess';
  const sensitivity = text('sensitivity', input.sensitivity, LIMITS.note, false);
  const anticipatedConsequences = text('anticipatedConsequences', input.anticipatedConsequences, LIMITS.note, false);
  const misuseLikelihood = text('misuseLikelihood', input.misuseLikelihood, LIMITS.note, false);
  const measures = text('measures', input.measures, LIMITS.measures, false);
  const afterDiscovery = { date: discoveredOn, code: 'incidents.before_discovery' };
  const commissionNotifiedOn = date('commissionNotifiedOn', input.commissionNotifiedOn, afterDiscovery);
  const commissionNotes = text('commissionNotes', input.commissionNotes, LIMITS.note, false);
  const peopleNotifiedOn = date('peopleNotifiedOn', input.peopleNotifiedOn, afterDiscovery);
  const peopleNoticeMethod = input.peopleNoticeMethod ?? null;
  const peopleNoticeNotes = text('peopleNoticeNotes', input.peopleNoticeNotes, LIMITS.note, false);
  const otherNotifications = text('otherNotifications', input.otherNotifications, LIMITS.note, false);
  const status = input.status ?? 'open';

  // A notice is a date and a way: one without the other says nothing a regulator can check.
  if (input.peopleNotifiedOn && !peopleNoticeMethod) issue('peopleNoticeMethod', 'incidents.notice_method_required');
  if (peopleNoticeMethod && !input.peopleNotifiedOn) issue('peopleNotifiedOn', 'incidents.notice_date_required');
  if (peopleNoticeMethod === 'public_notice' && !peopleNoticeNotes) issue('peopleNoticeNotes', 'incidents.public_notice_reason');

  if (status === 'closed') {
    if (seriousInjuryRisk === 'to_assess') issue('seriousInjuryRisk', 'incidents.assess_before_closing');
    for (const [field, value] of [['sensitivity', sensitivity], ['anticipatedConsequences', anticipatedConsequences], ['misuseLikelihood', misuseLikelihood], ['measures', measures]] as const) {
      if (!value && !issues.some((i) => i.field === `body.${field}`)) issue(field, 'incidents.required_to_close');
    }
    if (seriousInjuryRisk === 'yes') {
      if (!input.commissionNotifiedOn) issue('commissionNotifiedOn', 'incidents.commission_notice_required');
      if (!input.peopleNotifiedOn && !peopleNoticeNotes) issue('peopleNotifiedOn', 'incidents.people_notice_required');
    }
  }
  if (issues.length) throw incidentErrors.invalid(issues);

  return {
    title: title!,
    kinds: kinds as IncidentKind[],
    circumstances: circumstances!,
    occurredOn: occurredOn!,
    occurredUntil,
    occurrenceEstimated: input.occurrenceEstimated ?? false,
    discoveredOn: discoveredOn!,
    informationCategories: informationCategories as InformationCategory[],
    informationDescription: informationDescription!,
    peopleAffected,
    peopleAffectedEstimated: input.peopleAffectedEstimated ?? false,
    seriousInjuryRisk,
    sensitivity,
    anticipatedConsequences,
    misuseLikelihood,
    measures,
    commissionNotifiedOn,
    commissionNotes,
    peopleNotifiedOn,
    peopleNoticeMethod,
    peopleNoticeNotes,
    otherNotifications,
    status,
  };
}

const same = (a: FactValue, b: FactValue): boolean => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b);

/** The fields whose value differs, in the register's order. */
export function diffFacts(before: IncidentFacts | null, after: IncidentFacts): FieldChange[] {
  return FACT_FIELDS.flatMap((field) => {
    const from = before ? (before[field] as FactValue) : null;
    const to = after[field] as FactValue;
    return before && same(from, to) ? [] : [{ field, from, to }];
  });
}

/** A new entry, open or already closed (an incident recorded after the fact), with its first history line. */
export function recordIncident(facts: IncidentFacts, by: { id: string; adminId: string; now: Date; retentionYears: number }): { incident: Incident; changes: FieldChange[] } {
  const incident: Incident = {
    ...facts,
    id: by.id,
    number: 0,
    recordedAt: by.now,
    recordedBy: by.adminId,
    updatedAt: by.now,
    updatedBy: by.adminId,
    closedAt: facts.status === 'closed' ? by.now : null,
    closedBy: facts.status === 'closed' ? by.adminId : null,
    keptUntil: keptUntilOf(facts.discoveredOn, by.retentionYears),
    version: 1,
  };
  return { incident, changes: diffFacts(null, facts) };
}

/**
 * An edit of the entry: the new facts, who and when, closing or reopening when the status changes.
 * Nothing changed: null (no save, no history line).
 */
export function editIncident(incident: Incident, facts: IncidentFacts, by: { adminId: string; now: Date; retentionYears: number }): { incident: Incident; action: Exclude<HistoryAction, 'created'>; changes: FieldChange[] } | null {
  const changes = diffFacts(incident, facts);
  if (!changes.length) return null;
  const closing = incident.status === 'open' && facts.status === 'closed';
  const reopening = incident.status === 'closed' && facts.status === 'open';
  const next: Incident = {
    ...incident,
    ...facts,
    updatedAt: by.now,
    updatedBy: by.adminId,
    closedAt: closing ? by.now : reopening ? null : incident.closedAt,
    closedBy: closing ? by.adminId : reopening ? null : incident.closedBy,
    // Never shorter than promised before: a discovery date moved earlier keeps the later end.
    keptUntil: [incident.keptUntil, keptUntilOf(facts.discoveredOn, by.retentionYears)].sort().at(-1)!,
    version: incident.version + 1,
  };
  return { incident: next, action: closing ? 'closed' : reopening ? 'reopened' : 'updated', changes };
}
