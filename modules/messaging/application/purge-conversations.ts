import type { MessagingDeps } from './ports.js';

/**
 * Retention (docs/decisions.md, "Retention"): deletes the conversations of visits that ended before
 * `before`, at least `limit` of them when there are that many, in transactions of at most `limit`.
 * Messages are sent only while the visit is confirmed or in progress, so every message of such a visit
 * is older than `before`: the candidates are the bookings with a message older than that, and the
 * booking module says which of them ended. A conversation whose booking is unknown serves nothing and
 * goes too. A series' conversation loses each visit's messages on that visit's own date: every message
 * is about one visit (issue #42). Answers how many visits' conversations were deleted.
 */
export const purgeOldConversations =
  (deps: MessagingDeps) =>
  async (before: Date, limit: number): Promise<number> => {
    let after: string | null = null;
    let purged = 0;
    // Instant-email marks only throttle for minutes: older than the cutoff, they serve nothing.
    await deps.messages.forgetInstantNoticesBefore(before);
    for (;;) {
      const candidates = await deps.messages.bookingsWithMessagesBefore(before, after, limit);
      if (!candidates.length) return purged;
      after = candidates.at(-1)!;
      const ends = await deps.bookings.visitEnds(candidates);
      const ended = candidates.filter((id) => {
        const end = ends.get(id);
        return !end || end < before;
      });
      if (ended.length) {
        await deps.tx.run(() => deps.messages.deleteConversations(ended));
        purged += ended.length;
      }
      // Candidates kept (a visit booked long after its first message) are walked past, not returned to.
      if (purged >= limit || candidates.length < limit) return purged;
    }
  };
