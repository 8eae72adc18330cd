import { upcomingVersions } from '../domain/catalog.js';
import { termsChangeEmail, termsVersionUrl } from './change-notice-email.js';
import { today } from './documents.js';
import type { ChangeNoticeDeps, LegalDeps } from './ports.js';

/**
 * The written notice of each upcoming version of the terms (Consumer Protection Act, s. 11.2), sent by
 * the hourly `legal-change-notices` job: every active account that is asked to accept the terms
 * (clients, cleaners, people without a role; not admins) gets one email per version, in their
 * language. Accounts are read from identity in pages by id; for each page one transaction records the
 * notices not recorded yet (`on conflict do nothing returning`) and the emails of exactly those through
 * the outbox, so any number of instances running at once send each email once. An account made after a
 * run gets its notice at the next one (until the version takes effect; from then the prompt asks it).
 */
export const sendTermsChangeNotices =
  (deps: LegalDeps, notice: ChangeNoticeDeps) =>
  async (): Promise<{ notified: number }> => {
    let notified = 0;
    for (const entry of upcomingVersions(deps.catalog.terms, today(deps))) {
      let after: string | null = null;
      for (;;) {
        const page = await notice.accounts.listActive(after, notice.batchSize);
        if (!page.length) break;
        after = page[page.length - 1]!.id;
        notified += await notice.tx.run(async () => {
          const recorded = new Set(await notice.notices.recordNew(page.map((a) => a.id), 'terms', entry.version, deps.clock.now()));
          for (const account of page) {
            if (!recorded.has(account.id)) continue;
            await notice.mailer.send(
              termsChangeEmail(account, {
                version: entry.version,
                effectiveDate: entry.effectiveDate,
                changes: entry.changes ?? null,
                url: termsVersionUrl(deps.settings.publicUrl, entry.version, account.locale),
                accountUrl: `${deps.settings.publicUrl.replace(/\/$/, '')}/profile`,
              }),
            );
          }
          return recorded.size;
        });
        if (page.length < notice.batchSize) break;
      }
    }
    return { notified };
  };
