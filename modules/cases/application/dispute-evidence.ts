import type { DisputeEvidenceText } from '../domain/case.js';
import type { CaseAccount, CasePunch, CaseVisit } from './ports.js';

/** Stripe limits the evidence's text fields to 150,000 characters together; each of ours stays far below. */
const FIELD_MAX = 20_000;
const clip = (s: string) => (s.length > FIELD_MAX ? `${s.slice(0, FIELD_MAX - 1)}…` : s);

const at = (iso: string) => `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))} (Quebec time)`;

export interface EvidenceFacts {
  visit: CaseVisit;
  client: CaseAccount | null;
  terms: { version: string; acceptedAt: Date; language: string } | null;
  messages: number;
  note: string;
}

/**
 * A dispute's evidence, by Stripe's text field names (https://docs.stripe.com/api/disputes/evidence_object):
 * the service date, what was bought, the client, the acceptance of the terms and its version (refund
 * and cancellation policies), and in uncategorized_text the visit's proof: punch times and distances,
 * the checklist, the photos, the booking's messages. In English: a bank's reviewer reads it.
 * Files (photos, messages) are not uploaded: they are described (docs/decisions.md).
 */
/** What a punch's distance was measured from (issue #40): a bank's reviewer is told when it was only an area's centre. */
function from(p: CasePunch): string {
  const m = p.measuredFrom;
  if (m?.kind === 'postal_area') return `the centre of the address's postal area${m.postalArea ? ` (${m.postalArea})` : ''}`;
  if (m?.kind === 'town') return `the centre of the address's town (${m.town})`;
  return 'the address';
}

export function disputeEvidence(f: EvidenceFacts): DisputeEvidenceText {
  const v = f.visit;
  const lines: string[] = [];
  lines.push(`Home cleaning booked on Éclat (booking ${v.bookingId}), ${v.durationMinutes} minutes planned on ${v.date}, at the client's address: ${v.address}.`);
  lines.push(v.punchIn ? `Cleaner's arrival recorded in the app: ${at(v.punchIn.at)}, ${v.punchIn.distanceMeters} m from ${from(v.punchIn)}.` : 'No arrival was recorded in the app.');
  lines.push(v.punchOut ? `Cleaner's departure recorded in the app: ${at(v.punchOut.at)}, ${v.punchOut.distanceMeters} m from ${from(v.punchOut)}.` : 'No departure was recorded in the app.');
  if (v.workedMinutes !== null) lines.push(`Time worked: ${v.workedMinutes} minutes.`);
  const done = v.checklist.filter((t) => t.done);
  lines.push(v.checklist.length ? `Checklist: ${done.length} of ${v.checklist.length} tasks checked off${done.length ? ` (${done.map((t) => t.label).join('; ')})` : ''}.` : 'No checklist was set for this visit.');
  const before = v.photos.filter((p) => p.kind === 'before').length;
  const after = v.photos.filter((p) => p.kind === 'after').length;
  lines.push(v.photos.length ? `Photos taken in the app during the visit: ${before} before and ${after} after the cleaning, available on request.` : 'No photos were taken during the visit.');
  lines.push(f.messages ? `The client and the cleaner exchanged ${f.messages} message${f.messages === 1 ? '' : 's'} about this booking in the app.` : 'No messages were exchanged about this booking in the app.');
  if (f.note) lines.push(`Note from Éclat's team: ${f.note}`);
  const terms = f.terms
    ? `The client accepted Éclat's terms of service, version ${f.terms.version} (${f.terms.language === 'en' ? 'English' : 'French'}), on ${f.terms.acceptedAt.toISOString().slice(0, 10)}, before booking; they set out the cancellation and refund policy and the satisfaction guarantee.`
    : null;
  const evidence: DisputeEvidenceText = {
    service_date: v.date,
    product_description: clip(`Home cleaning service (${v.cleaningType}), ${v.durationMinutes} minutes, performed by an independent cleaner booked through Éclat, total ${(v.totalCents / 100).toFixed(2)} CAD.`),
    uncategorized_text: clip(lines.join('\n')),
  };
  if (f.client) {
    evidence.customer_name = f.client.name;
    evidence.customer_email_address = f.client.email;
  }
  if (terms) {
    evidence.refund_policy_disclosure = terms;
    evidence.cancellation_policy_disclosure = terms;
  }
  return evidence;
}
