import type { Clock } from '../../../src/shared/clock.js';
import type { FileStorage } from '../../../src/shared/file-storage.js';
import type { FlowEvents } from '../../../src/shared/flow-events.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { Case, CasePhoto, CaseStatus, DisputeEvidenceText, DisputeOutcome } from '../domain/case.js';

/** The booking module's facts of a visit (its api.caseVisitFacts). */
export interface CasePunch {
  at: string;
  distanceMeters: number;
  measuredFrom: { kind: 'address' | 'postal_area' | 'town'; postalArea: string | null; town: string } | null;
}

export interface CaseVisit {
  bookingId: string;
  clientId: string;
  cleanerId: string;
  status: string;
  paymentStatus: string;
  date: string;
  startsAt: Date;
  durationMinutes: number;
  cleaningType: string;
  address: string;
  /** `measuredFrom`: the reference the distance was measured from (null: not recorded, before issue #40). */
  punchIn: CasePunch | null;
  punchOut: CasePunch | null;
  workedMinutes: number | null;
  totalCents: number;
  checklist: { label: string; done: boolean; doneAt: string | null }[];
  photos: { id: string; kind: 'before' | 'after'; createdAt: string }[];
}

export interface CaseBookings {
  visitFacts(bookingId: string): Promise<CaseVisit | null>;
  visitPhotoFile(bookingId: string, photoId: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** The visit photos' checks and re-encoding; throws the same 400s. */
  problemPhoto(data: Buffer): Promise<{ data: Buffer; contentType: string }>;
  /** A 0 $ visit with the same cleaner, idempotent by requestKey. */
  requestReclean(input: { originalBookingId: string; requestKey: string; date: string; time: string; adminId: string }): Promise<{ id: string }>;
}

export interface CasePayments {
  /** What the client paid and got back on the booking (null: nothing known). */
  bookingMoney(bookingId: string): Promise<{ paidCents: number; refundedCents: number } | null>;
  /** Sends the evidence of a card dispute to the provider and submits it to the bank (Stripe: POST /v1/disputes/{id}). */
  submitDisputeEvidence(input: { disputeRef: string; evidence: DisputeEvidenceText; idempotencyKey: string }): Promise<void>;
}

/** What a dispute's evidence tells besides the visit: the client's acceptance of the terms, the booking's messages. */
export interface CaseEvidenceSources {
  termsAcceptance(userId: string): Promise<{ version: string; acceptedAt: Date; language: string } | null>;
  messageCount(bookingId: string): Promise<number>;
}

export interface CasePayouts {
  holdVisit(input: { bookingId: string; cleanerId: string; caseId: string }): Promise<void>;
  refundShares(bookingId: string, refundCents: number): Promise<{ cleanerCents: number; platformCents: number }>;
}

export interface CaseAccount {
  id: string;
  name: string;
  email: string;
  locale: Locale;
}

export interface CaseAccounts {
  find(userId: string): Promise<CaseAccount | null>;
  findMany(userIds: string[]): Promise<CaseAccount[]>;
}

export interface AdminCaseQuery {
  status: CaseStatus | null;
  ids: string[] | null;
  userId: string | null;
  sort: { field: 'reportedAt' | 'status'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface CaseRepository {
  /** False when the visit has an open case already (the partial unique index). */
  insert(c: Case): Promise<boolean>;
  /** A card dispute's case; false when this dispute has one already. */
  insertDispute(c: Case, disputeRef: string): Promise<boolean>;
  byId(id: string): Promise<Case | null>;
  lock(id: string): Promise<Case | null>;
  openOfBooking(bookingId: string): Promise<Case | null>;
  latestOfBooking(bookingId: string): Promise<Case | null>;
  update(c: Case): Promise<void>;
  byDisputeRef(ref: string): Promise<Case | null>;
  /** False when evidence was already recorded (once per dispute). */
  markEvidenceSubmitted(id: string, evidence: DisputeEvidenceText, at: Date, by: string): Promise<boolean>;
  /** False when the dispute's outcome was already recorded. */
  closeDispute(id: string, outcome: DisputeOutcome, at: Date, cleanerShareCents: number | null): Promise<boolean>;
  /** The decision flow's refund went through (in that step's transaction). */
  markRefunded(id: string, at: Date): Promise<void>;
  addPhoto(p: CasePhoto): Promise<void>;
  photosOf(caseId: string): Promise<CasePhoto[]>;
  /** Every case where this person is the client or the cleaner, newest first. */
  ofParty(userId: string, limit: number): Promise<Case[]>;
  adminList(q: AdminCaseQuery): Promise<{ items: Case[]; total: number }>;
}

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface CaseSettings {
  /** Hours after the punch-out during which the client may report a problem (PROBLEM_REPORT_WINDOW_HOURS). */
  reportWindowHours: number;
  publicUrl: string;
  /** Ops' mailbox (OPS_EMAIL): card disputes opened and closed. */
  opsEmail: string;
}

export interface CaseDeps {
  cases: CaseRepository;
  tx: Transactor;
  bookings: CaseBookings;
  payments: CasePayments;
  payouts: CasePayouts;
  accounts: CaseAccounts;
  evidence: CaseEvidenceSources;
  files: FileStorage;
  mailer: Mailer;
  flows: FlowEvents;
  clock: Clock;
  newId: () => string;
  settings: CaseSettings;
}
