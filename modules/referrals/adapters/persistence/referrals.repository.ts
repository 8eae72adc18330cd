import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReferralRole, Reward, RewardKind, RewardReason, RewardStatus, SpendableFacts } from '../../domain/reward-rules.js';
import type { Referral, ReferralCode, ReferralRepository, RewardReads } from '../../application/ports.js';
import { readOne, type SqlRead } from '../../../../src/shared/sql-read.js';
import { sqlDate as date } from '../../../../src/shared/sql-values.js';

type Stamp = Date | string;
const maybeDate = (v: Stamp | null): Date | null => (v === null ? null : date(v));

interface CodeRow {
  id: string;
  owner_id: string;
  code: string;
  active: boolean;
  created_at: Stamp;
  deleted_at: Stamp | null;
  uses?: string | number;
}
interface ReferralRow {
  id: string;
  code_id: string;
  code: string;
  referrer_id: string;
  referred_id: string;
  referred_role: ReferralRole;
  created_at: Stamp;
  qualified_at: Stamp | null;
}
interface RewardRow {
  id: string;
  referral_id: string;
  user_id: string;
  kind: RewardKind;
  reason: RewardReason;
  amount_cents: number;
  status: RewardStatus;
  created_at: Stamp;
  expires_at: Stamp | null;
  booking_id: string | null;
}

const CODE_COLUMNS = 'c.id, c.owner_id, c.code, c.active, c.created_at, c.deleted_at';
const REFERRAL_COLUMNS = 'r.id, r.code_id, c.code, r.referrer_id, r.referred_id, r.referred_role, r.created_at, r.qualified_at';
const REWARD_COLUMNS = 'id, referral_id, user_id, kind, reason, amount_cents, status, created_at, expires_at, booking_id';

const toCode = (r: CodeRow): ReferralCode => ({ id: r.id, ownerId: r.owner_id, code: r.code, active: r.active, createdAt: date(r.created_at), deletedAt: maybeDate(r.deleted_at) });
const toReferral = (r: ReferralRow): Referral => ({
  id: r.id,
  codeId: r.code_id,
  code: r.code,
  referrerId: r.referrer_id,
  referredId: r.referred_id,
  referredRole: r.referred_role,
  createdAt: date(r.created_at),
  qualifiedAt: maybeDate(r.qualified_at),
});
const toReward = (r: RewardRow): Reward => ({
  id: r.id,
  referralId: r.referral_id,
  userId: r.user_id,
  kind: r.kind,
  reason: r.reason,
  amountCents: Number(r.amount_cents),
  status: r.status,
  createdAt: date(r.created_at),
  expiresAt: maybeDate(r.expires_at),
  bookingId: r.booking_id,
});

/** A user's available discount rewards as one JSON value (the spendable partial index answers it). */
const availableDiscountsRead = (userId: string): SqlRead<SpendableFacts[]> => ({
  name: 'referrals.available_discounts_read',
  text: `select coalesce(json_agg(json_build_object('kind', r.kind, 'status', r.status, 'amountCents', r.amount_cents, 'expiresAt', r.expires_at)), '[]'::json)
           from referral_rewards r where r.user_id = $1::uuid and r.kind = 'discount' and r.status = 'available'`,
  values: [userId],
  decode: (value) =>
    (value as { kind: RewardKind; status: RewardStatus; amountCents: number; expiresAt: string | null }[]).map((r) => ({
      kind: r.kind,
      status: r.status,
      amountCents: Number(r.amountCents),
      expiresAt: maybeDate(r.expiresAt),
    })),
});

/** Plain SQL; `em()` is the request's or the running transaction's entity manager. */
export class PgReferralRepository implements ReferralRepository, RewardReads {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async codesOf(ownerId: string) {
    const rows = await this.rows<CodeRow>(
      `select ${CODE_COLUMNS}, (select count(*) from referrals r where r.code_id = c.id) as uses
         from referral_codes c where c.owner_id = ? and c.deleted_at is null order by c.created_at desc, c.id`,
      [ownerId],
    );
    return rows.map((r) => ({ ...toCode(r), uses: Number(r.uses ?? 0) }));
  }

  async lockOwner(ownerId: string) {
    await this.rows(`select pg_advisory_xact_lock(hashtextextended('referral-codes:' || ?, 0))`, [ownerId]);
  }

  async countActiveCodes(ownerId: string) {
    const [row] = await this.rows<{ n: string }>('select count(*) as n from referral_codes where owner_id = ? and active and deleted_at is null', [ownerId]);
    return Number(row?.n ?? 0);
  }

  async insertCode(c: ReferralCode) {
    const rows = await this.rows<{ id: string }>(
      `insert into referral_codes (id, owner_id, code, active, created_at) values (?, ?, ?, ?, ?)
       on conflict ((upper(code))) do nothing returning id`,
      [c.id, c.ownerId, c.code, c.active, c.createdAt],
    );
    return rows.length === 1;
  }

  async ownedCode(id: string, ownerId: string) {
    const [row] = await this.rows<CodeRow>(
      `select ${CODE_COLUMNS}, (select count(*) from referrals r where r.code_id = c.id) as uses
         from referral_codes c where c.id = ? and c.owner_id = ? and c.deleted_at is null`,
      [id, ownerId],
    );
    return row ? { ...toCode(row), uses: Number(row.uses ?? 0) } : null;
  }

  async setCodeActive(id: string, active: boolean) {
    await this.rows('update referral_codes set active = ? where id = ? and deleted_at is null', [active, id]);
  }

  async deleteCode(id: string, at: Date) {
    await this.rows('update referral_codes set deleted_at = ?, active = false where id = ? and deleted_at is null', [at, id]);
  }

  async findActiveCode(code: string) {
    const [row] = await this.rows<CodeRow>(`select ${CODE_COLUMNS} from referral_codes c where upper(c.code) = upper(?) and c.active and c.deleted_at is null`, [code]);
    return row ? toCode(row) : null;
  }

  async referralOf(referredId: string) {
    const [row] = await this.rows<ReferralRow>(`select ${REFERRAL_COLUMNS} from referrals r join referral_codes c on c.id = r.code_id where r.referred_id = ?`, [referredId]);
    return row ? toReferral(row) : null;
  }

  async referralsBy(referrerId: string) {
    const rows = await this.rows<ReferralRow>(`select ${REFERRAL_COLUMNS} from referrals r join referral_codes c on c.id = r.code_id where r.referrer_id = ? order by r.created_at desc, r.id`, [referrerId]);
    return rows.map(toReferral);
  }

  async insertReferral(r: Referral) {
    const rows = await this.rows<{ id: string }>(
      `insert into referrals (id, code_id, referrer_id, referred_id, referred_role, created_at) values (?, ?, ?, ?, ?, ?)
       on conflict (referred_id) do nothing returning id`,
      [r.id, r.codeId, r.referrerId, r.referredId, r.referredRole, r.createdAt],
    );
    return rows.length === 1;
  }

  async lockUnqualified(referredId: string, role: ReferralRole) {
    const [row] = await this.rows<ReferralRow>(
      `select ${REFERRAL_COLUMNS} from referrals r join referral_codes c on c.id = r.code_id
        where r.referred_id = ? and r.referred_role = ? and r.qualified_at is null for update of r`,
      [referredId, role],
    );
    return row ? toReferral(row) : null;
  }

  async markQualified(referralId: string, at: Date) {
    await this.rows('update referrals set qualified_at = ? where id = ? and qualified_at is null', [at, referralId]);
  }

  async insertRewards(rewards: Reward[]) {
    for (const w of rewards) {
      await this.rows(
        `insert into referral_rewards (id, referral_id, user_id, kind, reason, amount_cents, status, created_at, updated_at, expires_at, booking_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [w.id, w.referralId, w.userId, w.kind, w.reason, w.amountCents, w.status, w.createdAt, w.createdAt, w.expiresAt, w.bookingId],
      );
    }
  }

  async rewardsOf(userId: string) {
    return (await this.rows<RewardRow>(`select ${REWARD_COLUMNS} from referral_rewards where user_id = ? order by created_at desc, id`, [userId])).map(toReward);
  }

  async rewardsOfReferral(referralId: string) {
    return (await this.rows<RewardRow>(`select ${REWARD_COLUMNS} from referral_rewards where referral_id = ? order by created_at, id for update`, [referralId])).map(toReward);
  }

  availableDiscounts(userId: string) {
    return readOne(this.em(), availableDiscountsRead(userId));
  }

  availableDiscountsRead(userId: string) {
    return availableDiscountsRead(userId);
  }

  async lockSpendable(userId: string) {
    const rows = await this.rows<RewardRow>(`select ${REWARD_COLUMNS} from referral_rewards where user_id = ? and kind = 'discount' and status = 'available' order by expires_at, created_at, id for update`, [userId]);
    return rows.map(toReward);
  }

  async lockReservedFor(bookingId: string) {
    return (await this.rows<RewardRow>(`select ${REWARD_COLUMNS} from referral_rewards where booking_id = ? and status = 'reserved' order by id for update`, [bookingId])).map(toReward);
  }

  async lockReservedBatch(limit: number) {
    const rows = await this.rows<RewardRow>(`select ${REWARD_COLUMNS} from referral_rewards where status = 'reserved' order by updated_at, id limit ? for update skip locked`, [limit]);
    return rows.map(toReward);
  }

  async expireDue(now: Date, limit: number) {
    const rows = await this.rows<{ id: string }>(
      `update referral_rewards set status = 'expired', updated_at = ?
        where id in (select id from referral_rewards where status = 'available' and expires_at <= ? order by expires_at limit ? for update skip locked)
        returning id`,
      [now, now, limit],
    );
    return rows.length;
  }

  async update(id: string, change: { status: RewardStatus; bookingId?: string | null; expiresAt?: Date | null; at: Date }) {
    const sets = ['status = ?', 'updated_at = ?'];
    const params: unknown[] = [change.status, change.at];
    if (change.bookingId !== undefined) {
      sets.push('booking_id = ?');
      params.push(change.bookingId);
    }
    if (change.expiresAt !== undefined) {
      sets.push('expires_at = ?');
      params.push(change.expiresAt);
    }
    await this.rows(`update referral_rewards set ${sets.join(', ')} where id = ?`, [...params, id]);
  }
}
