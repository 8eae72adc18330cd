import type { Locale } from '../../../src/shared/locale.js';
import { caseErrors } from '../domain/cases.errors.js';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, ANSWER_MAX, MAX_CASE_PHOTOS, isOpen, type Case, type CaseCategory, type CasePhoto, type CaseWish } from '../domain/case.js';
import { answeredEmail, reportedEmail } from './case-emails.js';
import type { CaseDeps, CaseVisit } from './ports.js';
import { DomainError } from '../../../src/shared/domain-error.js';

export interface ReportInput {
  category: CaseCategory;
  description: string;
  wish?: CaseWish | null;
}

/** The contract's VisitCase: the visit's case as its two parties see it. */
export interface PartyCaseView {
  id: string;
  bookingId: string;
  status: Case['status'];
  category: CaseCategory;
  description: string;
  wish: CaseWish | null;
  reportedAt: string;
  answer: string | null;
  answeredAt: string | null;
  photos: { id: string; createdAt: string }[];
  decision: { resolution: 'reclean' | 'refund' | 'rejected'; reason: string; decidedAt: string; refundCents: number | null; recleanBookingId: string | null } | null;
}

export interface VisitCaseAnswer {
  case: PartyCaseView | null;
  /** The client may report a problem now (a finished visit, within the window, no open case). */
  canReport: boolean;
  /** When the report window closes (null before the punch-out). */
  reportableUntil: string | null;
  viewerRole: 'client' | 'cleaner';
}

const link = (deps: CaseDeps, bookingId: string) => `${deps.settings.publicUrl}/bookings/${bookingId}`;

async function visitOfParty(deps: CaseDeps, bookingId: string, userId: string): Promise<{ visit: CaseVisit; role: 'client' | 'cleaner' }> {
  const visit = await deps.bookings.visitFacts(bookingId);
  if (!visit) throw caseErrors.visitNotFound();
  if (visit.clientId === userId) return { visit, role: 'client' };
  if (visit.cleanerId === userId) return { visit, role: 'cleaner' };
  throw caseErrors.notYourVisit();
}

const windowEnd = (deps: CaseDeps, visit: CaseVisit): Date | null => (visit.punchOut ? new Date(new Date(visit.punchOut.at).getTime() + deps.settings.reportWindowHours * 3_600_000) : null);

export function presentPartyCase(c: Case, photos: CasePhoto[]): PartyCaseView {
  return {
    id: c.id,
    bookingId: c.bookingId,
    status: c.status,
    category: c.category,
    description: c.description,
    wish: c.wish,
    reportedAt: c.reportedAt.toISOString(),
    answer: c.answer,
    answeredAt: c.answeredAt?.toISOString() ?? null,
    photos: photos.map((p) => ({ id: p.id, createdAt: p.createdAt.toISOString() })),
    decision: c.decision ? { resolution: c.decision.resolution, reason: c.decision.reason, decidedAt: c.decision.decidedAt.toISOString(), refundCents: c.decision.refundCents, recleanBookingId: c.decision.recleanBookingId } : null,
  };
}

async function emailBoth(deps: CaseDeps, visit: CaseVisit, make: (to: { id: string; name: string; email: string; locale: Locale }, role: 'client' | 'cleaner') => Parameters<CaseDeps['mailer']['send']>[0]): Promise<void> {
  const people = await deps.accounts.findMany([visit.clientId, visit.cleanerId]);
  for (const p of people) await deps.mailer.send(make(p, p.id === visit.clientId ? 'client' : 'cleaner'));
}

/** The visit's latest case for its parties, and whether the client may report one now. */
export const visitCase =
  (deps: CaseDeps) =>
  async (bookingId: string, userId: string): Promise<VisitCaseAnswer> => {
    const { visit, role } = await visitOfParty(deps, bookingId, userId);
    const c = await deps.cases.latestOfBooking(bookingId);
    const ends = windowEnd(deps, visit);
    const now = deps.clock.now();
    const canReport = role === 'client' && visit.status === 'completed' && ends !== null && now <= ends && !(c && isOpen(c));
    return { case: c ? presentPartyCase(c, await deps.cases.photosOf(c.id)) : null, canReport, reportableUntil: ends?.toISOString() ?? null, viewerRole: role };
  };

/**
 * The client reports a problem on their finished visit, within the window after the punch-out; one
 * open case per visit (the database's partial unique index decides between two at once). The
 * cleaner's earning for the visit is held in the same transaction; both parties are emailed once it commits.
 */
export const reportProblem =
  (deps: CaseDeps) =>
  async (bookingId: string, clientId: string, input: ReportInput): Promise<PartyCaseView> => {
    const { visit, role } = await visitOfParty(deps, bookingId, clientId);
    if (role !== 'client') throw caseErrors.clientOnly();
    const ends = windowEnd(deps, visit);
    if (visit.status !== 'completed' || !ends) throw caseErrors.visitNotFinished();
    const now = deps.clock.now();
    if (now > ends) throw caseErrors.windowPassed(deps.settings.reportWindowHours);
    const description = input.description.trim();
    if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
      throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.description', code: description.length < DESCRIPTION_MIN ? 'fields.too_short' : 'fields.too_long', params: { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX } }]);
    }
    const c: Case = { id: deps.newId(), kind: 'report', bookingId, clientId: visit.clientId, cleanerId: visit.cleanerId, category: input.category, description, wish: input.wish ?? null, status: 'open', reportedAt: now, answer: null, answeredAt: null, decision: null, dispute: null };
    await deps.tx.run(async () => {
      if (!(await deps.cases.insert(c))) throw caseErrors.alreadyOpen();
      await deps.payouts.holdVisit({ bookingId, cleanerId: visit.cleanerId, caseId: c.id });
      await emailBoth(deps, visit, (to, r) => reportedEmail(to, r, c, visit.date, link(deps, bookingId)));
    });
    return presentPartyCase(c, []);
  };

const photoKey = (caseId: string, photoId: string) => `case-photos/${caseId}/${photoId}.jpg`;

/** A photo of the problem (at most 5), by the client while the case is open; the visit photos' rules. */
export const addCasePhoto =
  (deps: CaseDeps) =>
  async (bookingId: string, clientId: string, data: Buffer): Promise<{ id: string; createdAt: string }> => {
    const { role } = await visitOfParty(deps, bookingId, clientId);
    if (role !== 'client') throw caseErrors.clientOnly();
    const c = await deps.cases.openOfBooking(bookingId);
    if (!c) throw caseErrors.notOpen();
    if ((await deps.cases.photosOf(c.id)).length >= MAX_CASE_PHOTOS) throw caseErrors.tooManyPhotos(MAX_CASE_PHOTOS);
    const image = await deps.bookings.problemPhoto(data);
    const photo: CasePhoto = { id: deps.newId(), caseId: c.id, storageKey: '', contentType: image.contentType, sizeBytes: image.data.length, createdAt: deps.clock.now() };
    photo.storageKey = photoKey(c.id, photo.id);
    await deps.files.put(photo.storageKey, image.data, image.contentType);
    await deps.tx.run(async () => {
      // Counted again under the case's row lock: two uploads at once cannot make a sixth.
      await deps.cases.lock(c.id);
      if ((await deps.cases.photosOf(c.id)).length >= MAX_CASE_PHOTOS) throw caseErrors.tooManyPhotos(MAX_CASE_PHOTOS);
      await deps.cases.addPhoto(photo);
    }).catch(async (e: unknown) => {
      await deps.files.delete(photo.storageKey);
      throw e;
    });
    return { id: photo.id, createdAt: photo.createdAt.toISOString() };
  };

/** The cleaner answers once, in writing, while the case is open. */
export const answerCase =
  (deps: CaseDeps) =>
  async (bookingId: string, cleanerId: string, text: string): Promise<PartyCaseView> => {
    const { visit, role } = await visitOfParty(deps, bookingId, cleanerId);
    if (role !== 'cleaner') throw caseErrors.cleanerOnly();
    const answer = text.trim();
    if (answer.length < 1 || answer.length > ANSWER_MAX) throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.answer', code: answer.length < 1 ? 'fields.required' : 'fields.too_long', params: { max: ANSWER_MAX } }]);
    const open = await deps.cases.openOfBooking(bookingId);
    if (!open) throw caseErrors.notOpen();
    const c = await deps.tx.run(async () => {
      const x = await deps.cases.lock(open.id);
      if (!x || !isOpen(x)) throw caseErrors.notOpen();
      if (x.answer !== null) throw caseErrors.alreadyAnswered();
      x.answer = answer;
      x.answeredAt = deps.clock.now();
      x.status = 'answered';
      await deps.cases.update(x);
      await emailBoth(deps, visit, (to, r) => answeredEmail(to, r, answer, visit.date, link(deps, bookingId)));
      return x;
    });
    return presentPartyCase(c, await deps.cases.photosOf(c.id));
  };

/** A case photo's bytes, for the visit's two parties. */
export const casePhotoForParty =
  (deps: CaseDeps) =>
  async (bookingId: string, userId: string, photoId: string): Promise<{ data: Buffer; contentType: string }> => {
    await visitOfParty(deps, bookingId, userId);
    const c = await deps.cases.latestOfBooking(bookingId);
    return photoFile(deps, c, photoId, bookingId);
  };

export async function photoFile(deps: CaseDeps, c: Case | null, photoId: string, bookingId?: string): Promise<{ data: Buffer; contentType: string }> {
  if (!c || (bookingId && c.bookingId !== bookingId)) throw caseErrors.photoNotFound();
  const photo = (await deps.cases.photosOf(c.id)).find((p) => p.id === photoId);
  const file = photo ? await deps.files.get(photo.storageKey) : null;
  if (!file) throw caseErrors.photoNotFound();
  return file;
}
