import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import type { CleanerDocument } from '../domain/cleaner-document.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { PROFILE_LIMITS } from '../domain/profile-limits.js';
import { documentReviewedEmail } from './emails.js';
import { deriveView, loadView, type ProfileView } from './profile-view.js';
import type { CleanersDeps, ReviewQueueQuery } from './ports.js';
import { refreshSearchEntry } from './search/refresh-search-entry.js';

export interface ReviewDecision {
  status: 'approved' | 'rejected';
  reason?: string | null;
}

/**
 * An admin approves or rejects one document (a rejection needs a reason). The cleaner is emailed
 * in their language with the decision and the verification state that results from it.
 */
export const reviewDocument =
  (deps: CleanersDeps) =>
  async (adminId: string, cleanerId: string, documentId: string, decision: ReviewDecision): Promise<Result<{ document: CleanerDocument; view: ProfileView }, DomainError>> => {
    const reason = decision.reason?.trim() ?? '';
    if (decision.status === 'rejected' && reason.length < PROFILE_LIMITS.rejectionReason.min) return err(CleanerErrors.reasonRequired());
    const doc = await deps.documents.findById(documentId);
    if (!doc || doc.cleanerId !== cleanerId) return err(CleanerErrors.documentNotFound());
    const profile = await deps.profiles.findByUserId(cleanerId);
    if (!profile) return err(CleanerErrors.profileNotFound());
    const now = deps.clock.now();
    if (decision.status === 'approved') doc.approve(adminId, now);
    else doc.reject(adminId, reason, now);
    await deps.tx.run(async () => {
      await deps.documents.flush();
      await refreshSearchEntry(deps)(cleanerId);
    });

    const view = await loadView(deps)(profile);
    if (view.account) {
      await deps.mailer.send(
        documentReviewedEmail({
          to: view.account.email,
          name: view.account.name,
          locale: view.account.locale,
          type: doc.type,
          decision: decision.status,
          reason: doc.rejectionReason,
          verification: view.verification,
          profileUrl: `${deps.publicUrl}/profile`,
        }),
      );
    }
    return ok({ document: doc, view });
  };

export interface ReviewQueueItem {
  view: ProfileView;
  pendingCount: number;
  oldestPendingAt: Date | null;
  lastUploadAt: Date;
}

/** The console's profile review queue: cleaners with documents, those awaiting review first by default. */
export const reviewQueue =
  (deps: CleanersDeps) =>
  async (query: ReviewQueueQuery): Promise<{ items: ReviewQueueItem[]; total: number }> => {
    let matchingIds: string[] | undefined;
    if (query.q) matchingIds = await deps.accounts.searchIds(query.q, 500);
    const { rows, total } = await deps.documents.reviewQueue({ ...query, matchingIds });
    const ids = rows.map((r) => r.cleanerId);
    const [profiles, accounts, documents, records] = await Promise.all([deps.profiles.findMany(ids), deps.accounts.findMany(ids), deps.documents.listOfMany(ids), deps.documents.recordsOf(ids)]);
    const today = deps.clock.now();
    const items = rows.flatMap((r) => {
      const profile = profiles.find((p) => p.userId === r.cleanerId);
      if (!profile) return [];
      const view = deriveView(profile, accounts.find((a) => a.id === r.cleanerId) ?? null, documents.filter((d) => d.cleanerId === r.cleanerId), records.filter((x) => x.cleanerId === r.cleanerId), [], today);
      return [{ view, pendingCount: r.pendingCount, oldestPendingAt: r.oldestPendingAt, lastUploadAt: r.lastUploadAt }];
    });
    return { items, total };
  };

/** The no-shows clients declared against this cleaner (issue #36), for ops; 0 when the booking module is not wired. */
export const noShowCountOf =
  (deps: CleanersDeps) =>
  async (cleanerId: string): Promise<number> =>
    (await deps.bookingFacts?.noShowCountsOf?.([cleanerId]))?.get(cleanerId) ?? 0;

export const reviewOne =
  (deps: CleanersDeps) =>
  async (cleanerId: string): Promise<Result<ProfileView, DomainError>> => {
    const profile = await deps.profiles.findByUserId(cleanerId);
    if (!profile) return err(CleanerErrors.profileNotFound());
    return ok(await loadView(deps)(profile));
  };
