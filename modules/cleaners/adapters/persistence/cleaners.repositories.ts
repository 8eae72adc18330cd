import { readOne, type SqlRead } from '../../../../src/shared/sql-read.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CleanerProfile } from '../../domain/cleaner-profile.js';
import { CleanerDocument, type DocumentStatus } from '../../domain/cleaner-document.js';
import { PortfolioPhoto } from '../../domain/portfolio-photo.js';
import { DESTROYED_AFTER_ANY_DECISION, type VerificationRecord } from '../../domain/verification-record.js';
import { preparedRows, type PreparedStatement } from '../../../../src/shared/prepared-sql.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type {
  CleanerBookingFacts,
  CleanerDocumentRepository,
  CleanerProfileRepository,
  PortfolioPhotoRepository,
  ReviewQueueQuery,
  ReviewQueueRow,
  Transactor,
} from '../../application/ports.js';

/** The ID documents still kept and the decisions recorded on destroyed ones (verificationFacts' union). */
/** What a booking request needs of the cleaner's profile, with the statuses of their ID documents (kept and recorded), as one JSON value. */
const bookingFactsRead = (userId: string): SqlRead<CleanerBookingFacts | null> => ({
  name: 'cleaners_booking_facts_read',
  text: `select json_build_object('slug', p.slug, 'primaryCityId', p.primary_city_id, 'serviceCities', p.service_cities, 'coverageKm', p.coverage_km,
                'paymentMode', p.payment_mode, 'fixedRates', p.fixed_rates, 'serviceRates', p.service_rates, 'serviceTypes', p.service_types, 'gstNumber', p.gst_number, 'qstNumber', p.qst_number,
                'quickStartCompletedAt', p.quick_start_completed_at, 'readyToWorkCompletedAt', p.ready_to_work_completed_at,
                'idStatuses', array(select d.status from cleaners_documents d where d.cleaner_id = p.user_id and d.type = 'id'
                                    union all
                                    select r.decision from cleaners_verification_records r where r.cleaner_id = p.user_id and r.type = 'id'))
           from cleaners_profiles p where p.user_id = $1::uuid`,
  values: [userId],
  decode: (value) => {
    if (value === null) return null;
    const { idStatuses, quickStartCompletedAt, readyToWorkCompletedAt, ...facts } = value as Omit<CleanerBookingFacts, 'idDocuments' | 'quickStartCompletedAt' | 'readyToWorkCompletedAt'> & {
      idStatuses: DocumentStatus[];
      quickStartCompletedAt: string | null;
      readyToWorkCompletedAt: string | null;
    };
    return {
      ...facts,
      quickStartCompletedAt: quickStartCompletedAt === null ? null : sqlDate(quickStartCompletedAt),
      readyToWorkCompletedAt: readyToWorkCompletedAt === null ? null : sqlDate(readyToWorkCompletedAt),
      idDocuments: idStatuses.map((status) => ({ type: 'id', status })),
    };
  },
});

/** `em` is the request's (or job's) context-bound entity manager; see src/http/request-context.ts. */
export class MikroOrmCleanerProfileRepository implements CleanerProfileRepository {
  constructor(private readonly em: () => EntityManager) {}

  findByUserId(userId: string) {
    return this.em().findOne(CleanerProfile, { userId });
  }

  bookingFacts(userId: string): Promise<CleanerBookingFacts | null> {
    return readOne(this.em(), bookingFactsRead(userId));
  }

  bookingFactsRead(userId: string) {
    return bookingFactsRead(userId);
  }

  findBySlug(slug: string) {
    return this.em().findOne(CleanerProfile, { slug });
  }

  async lockSlugBase(base: string) {
    await this.em().execute('select pg_advisory_xact_lock(hashtext(?))', [`cleaner-slug:${base}`]);
  }

  async slugsLike(base: string) {
    const rows = await this.em()
      .execute<{ slug: string }[]>(`select slug from cleaners_profiles where slug = ? or slug ~ ?`, [base, `^${base.replace(/[^a-z0-9-]/g, '')}-[0-9]+$`]);
    return new Set(rows.map((r) => r.slug));
  }

  async add(profile: CleanerProfile) {
    const em = this.em();
    em.persist(profile);
    try {
      await em.flush();
      return true;
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) {
        em.getUnitOfWork().unsetIdentity(profile);
        em.clear();
        return false;
      }
      throw e;
    }
  }

  findMany(userIds: string[]) {
    return userIds.length ? this.em().find(CleanerProfile, { userId: { $in: userIds } }) : Promise.resolve([]);
  }

  async listListed() {
    // The listing rule itself is the domain's (listing.ts); this only narrows the candidates.
    const rows = await this.em()
      .execute<{ user_id: string }[]>(
        `select p.user_id from cleaners_profiles p
          where p.quick_start_completed_at is not null and p.ready_to_work_completed_at is not null
            and (exists (select 1 from cleaners_documents d where d.cleaner_id = p.user_id and d.type = 'id' and d.status = 'approved')
                 or exists (select 1 from cleaners_verification_records r where r.cleaner_id = p.user_id and r.type = 'id' and r.decision = 'approved'))
          order by p.created_at, p.user_id`,
      );
    return this.findMany(rows.map((r) => r.user_id));
  }

  async flush() {
    await this.em().flush();
  }
}

export class MikroOrmCleanerDocumentRepository implements CleanerDocumentRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(document: CleanerDocument) {
    this.em().persist(document);
    await this.em().flush();
  }

  findById(id: string) {
    return this.em().findOne(CleanerDocument, { id });
  }

  listOf(cleanerId: string) {
    return this.em().find(CleanerDocument, { cleanerId }, { orderBy: { uploadedAt: 'desc', id: 'asc' } });
  }

  listOfMany(cleanerIds: string[]) {
    return cleanerIds.length ? this.em().find(CleanerDocument, { cleanerId: { $in: cleanerIds } }, { orderBy: { uploadedAt: 'desc', id: 'asc' } }) : Promise.resolve([]);
  }

  async remove(document: CleanerDocument) {
    await this.em().remove(document).flush();
  }

  async countByStatus(cleanerId: string, status: DocumentStatus) {
    return this.em().count(CleanerDocument, { cleanerId, status });
  }

  async reviewQueue(query: ReviewQueueQuery & { matchingIds?: string[] }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.matchingIds) {
      if (!query.matchingIds.length) return { rows: [], total: 0 };
      where.push(`cleaner_id in (${query.matchingIds.map(() => '?').join(', ')})`);
      params.push(...query.matchingIds);
    }
    if (query.ids) {
      if (!query.ids.length) return { rows: [], total: 0 };
      where.push(`cleaner_id in (${query.ids.map(() => '?').join(', ')})`);
      params.push(...query.ids);
    }
    const having = query.status === 'pending' ? "having count(*) filter (where status = 'pending') > 0" : '';
    const grouped = `select cleaner_id,
        count(*) filter (where status = 'pending') as pending_count,
        min(uploaded_at) filter (where status = 'pending') as oldest_pending_at,
        max(uploaded_at) as last_upload_at
      from (select cleaner_id, status, uploaded_at from cleaners_documents
            -- A cleaner whose documents were all destroyed (retention) stays in the queue by their decisions' dates.
            union all select cleaner_id, decision, decided_at from cleaners_verification_records) d
      ${where.length ? `where ${where.join(' and ')}` : ''}
      group by cleaner_id ${having}`;
    const conn = this.em();
    const [count] = await conn.execute<{ total: string }[]>(`select count(*) as total from (${grouped}) g`, params);
    const column = query.sort.field === 'oldestPendingAt' ? 'oldest_pending_at' : 'last_upload_at';
    const order = `${column} ${query.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, cleaner_id asc`;
    const rows = await conn.execute<{ cleaner_id: string; pending_count: string; oldest_pending_at: Date | null; last_upload_at: Date }[]>(
      `${grouped} order by ${order} limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    const out: ReviewQueueRow[] = rows.map((r) => ({
      cleanerId: r.cleaner_id,
      pendingCount: Number(r.pending_count),
      oldestPendingAt: r.oldest_pending_at ? new Date(r.oldest_pending_at) : null,
      lastUploadAt: new Date(r.last_upload_at),
    }));
    return { rows: out, total: Number(count?.total ?? 0) };
  }

  async flush() {
    await this.em().flush();
  }

  async recordsOf(cleanerIds: string[]) {
    if (!cleanerIds.length) return [];
    const rows = await this.em().execute<RecordRow[]>(
      `select document_id, cleaner_id, type, decision, decided_at, decided_by, document_destroyed_at from cleaners_verification_records
        where cleaner_id in (${cleanerIds.map(() => '?').join(', ')}) order by decided_at desc, document_id`,
      cleanerIds,
    );
    return rows.map(recordOf);
  }

  async destroyDecided(before: Date, limit: number, now: Date) {
    const always = DESTROYED_AFTER_ANY_DECISION.map(() => '?').join(', ');
    // One statement: the rows are locked (SKIP LOCKED: a concurrent run takes others), recorded, then deleted.
    const rows = await this.em().execute<{ storage_key: string }[]>(
      `with doomed as (
         select id from cleaners_documents
          where status <> 'pending' and reviewed_at < ? and (type in (${always}) or status = 'rejected')
          order by reviewed_at, id limit ? for update skip locked
       ), recorded as (
         insert into cleaners_verification_records (document_id, cleaner_id, type, decision, decided_at, decided_by, document_destroyed_at)
         select d.id, d.cleaner_id, d.type, d.status, d.reviewed_at, d.reviewed_by, ? from cleaners_documents d join doomed using (id)
         on conflict (document_id) do nothing
       )
       delete from cleaners_documents d using doomed where d.id = doomed.id returning d.storage_key`,
      [before, ...DESTROYED_AFTER_ANY_DECISION, limit, now],
    );
    return rows.map((r) => r.storage_key);
  }
}

type RecordRow = { document_id: string; cleaner_id: string; type: VerificationRecord['type']; decision: VerificationRecord['status']; decided_at: Date | string; decided_by: string | null; document_destroyed_at: Date | string };
const recordOf = (r: RecordRow): VerificationRecord => ({
  documentId: r.document_id,
  cleanerId: r.cleaner_id,
  type: r.type,
  status: r.decision,
  decidedAt: new Date(r.decided_at),
  decidedBy: r.decided_by,
  documentDestroyedAt: new Date(r.document_destroyed_at),
});

export class MikroOrmPortfolioPhotoRepository implements PortfolioPhotoRepository {
  constructor(private readonly em: () => EntityManager) {}

  async add(photo: PortfolioPhoto) {
    this.em().persist(photo);
    await this.em().flush();
  }

  findById(id: string) {
    return this.em().findOne(PortfolioPhoto, { id });
  }

  listOf(cleanerId: string) {
    return this.em().find(PortfolioPhoto, { cleanerId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  countOf(cleanerId: string) {
    return this.em().count(PortfolioPhoto, { cleanerId });
  }

  async remove(photo: PortfolioPhoto) {
    await this.em().remove(photo).flush();
  }
}
