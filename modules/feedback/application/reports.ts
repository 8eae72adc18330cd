import type { ResponsiveImageView } from '../../../src/shared/image-variants.js';
import { decideReport, type FeedbackReason, type Report, type ReportStatus } from '../domain/feedback.js';
import { feedbackErrors } from '../domain/feedback.errors.js';
import type { AdminReportQuery, FeedbackDeps } from './ports.js';

export interface PartyDto {
  id: string;
  name: string;
  profilePic: string | null;
  profilePicImage: ResponsiveImageView | null;
  slug: string | null;
}

export interface FeedbackReportDto {
  id: string;
  cleaner: PartyDto;
  client: PartyDto;
  reason: FeedbackReason;
  comment: string | null;
  status: ReportStatus;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** Names and pictures of everyone these reports name, loaded once; cleaners get their slug. */
async function present(deps: FeedbackDeps, reports: Report[]): Promise<FeedbackReportDto[]> {
  const ids = [...new Set(reports.flatMap((r) => [r.clientId, r.cleanerId]))];
  const accounts = new Map((ids.length ? await deps.accounts.findMany(ids) : []).map((a) => [a.id, a]));
  const cleanerIds = [...new Set(reports.map((r) => r.cleanerId))];
  const slugs = new Map(await Promise.all(cleanerIds.map(async (id) => [id, await deps.cleaners.slugOf(id)] as const)));
  const party = (id: string, slug: string | null): PartyDto => {
    const a = accounts.get(id);
    return { id, name: a?.name ?? '—', profilePic: a?.profilePic ?? null, profilePicImage: a?.profilePicImage ?? null, slug };
  };
  return reports.map((r) => ({
    id: r.id,
    cleaner: party(r.cleanerId, slugs.get(r.cleanerId) ?? null),
    client: party(r.clientId, null),
    reason: r.reason,
    comment: r.comment,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: r.decidedBy,
  }));
}

export const adminReportList =
  (deps: FeedbackDeps) =>
  async (query: AdminReportQuery): Promise<{ items: FeedbackReportDto[]; total: number }> => {
    const { items, total } = await deps.feedback.adminList(query);
    return { items: await present(deps, items), total };
  };

export const adminReport =
  (deps: FeedbackDeps) =>
  async (id: string): Promise<FeedbackReportDto> => {
    const report = await deps.feedback.findReport(id);
    if (!report) throw feedbackErrors.reportNotFound();
    return (await present(deps, [report]))[0]!;
  };

/** Resolve or dismiss a report with an optional note, or reopen it. */
export const decideFeedbackReport =
  (deps: FeedbackDeps) =>
  async (id: string, adminId: string, decision: { status: ReportStatus; note?: string | null }): Promise<FeedbackReportDto> => {
    const report = await deps.feedback.findReport(id);
    if (!report) throw feedbackErrors.reportNotFound();
    const decided = decideReport(report, decision, adminId, deps.clock.now());
    await deps.feedback.saveReportDecision(decided);
    return (await present(deps, [decided]))[0]!;
  };
