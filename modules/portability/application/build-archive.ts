import type { PersonalDataSubject } from '../../../src/shared/personal-data.js';
import { archiveReadme, SECTIONS } from '../domain/archive-readme.js';
import { archiveKeyOf, markCancelled, markReady } from '../domain/data-export.js';
import { exportReadyEmail } from './export-emails.js';
import type { PortabilityDeps } from './ports.js';

/**
 * The flow step that prepares a requested archive (src/flows/portability-flows.ts). It runs in the
 * outbox's transaction: every module's part is read there, the archive stored under a name of its
 * own, the row marked ready and the email recorded; a failure rolls the row and the email back and
 * the outbox retries (the same file is written again). Done once: a request no longer pending is left.
 */
export const buildArchive =
  (deps: PortabilityDeps) =>
  async (exportId: string): Promise<void> => {
    const request = await deps.exports.find(exportId);
    if (!request || request.status !== 'pending') return;
    const account = await deps.accounts.find(request.userId);
    // Deleted meanwhile: there is nobody left to give it to, and nothing of theirs to put in it.
    if (!account) return deps.exports.save(markCancelled(request, deps.clock.now()));

    // The step's transaction is idle while files are read (from S3, say) and zipped, and PostgreSQL ends a
    // transaction idle longer than DB_IDLE_IN_TRANSACTION_TIMEOUT_MS (10 s): a statement every 2 s keeps it.
    let lastStatement = performance.now();
    const keepAlive = async () => {
      if (performance.now() - lastStatement < 2000) return;
      await deps.exports.heartbeat();
      lastStatement = performance.now();
    };

    const subject: PersonalDataSubject = { userId: account.id, email: account.email, locale: account.locale };
    const preparedAt = deps.clock.now();
    const entries: { name: string; data: Buffer }[] = [];
    const missingFiles: string[] = [];
    for (const section of SECTIONS) {
      const part = await deps.sources[section](subject);
      entries.push({ name: `${section}.json`, data: Buffer.from(`${JSON.stringify({ section, exportedAt: preparedAt.toISOString(), ...part.data }, null, 2)}\n`, 'utf8') });
      for (const file of part.files) {
        const data = await file.read();
        if (data) entries.push({ name: `files/${file.path}`, data });
        else missingFiles.push(`files/${file.path}`);
        await keepAlive();
      }
    }
    const readme = archiveReadme(account.locale, { name: account.name, email: account.email, requestedAt: request.requestedAt, preparedAt, missingFiles, privacyOfficerEmail: deps.settings.privacyOfficerEmail });
    const zip = deps.archive.write([{ name: 'README.txt', data: Buffer.from(readme, 'utf8') }, ...entries], preparedAt);
    await keepAlive();
    await deps.files.put(archiveKeyOf(request.id), zip, 'application/zip');
    const ready = markReady(request, { now: preparedAt, linkDays: deps.settings.linkDays, sizeBytes: zip.length, locale: account.locale });
    await deps.exports.save(ready);
    await deps.mailer.send(exportReadyEmail(account, { requestedAt: request.requestedAt, expiresAt: ready.expiresAt! }, deps.settings));
  };
