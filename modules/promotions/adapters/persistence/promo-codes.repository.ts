import type { EntityManager } from '@mikro-orm/postgresql';
import type { PromoCode } from '../../domain/promo-code.js';
import type { AdminPromoCodeQuery, PromoCodeRepository } from '../../application/ports.js';

interface Row {
  id: string;
  code: string;
  description: string | null;
  kind: 'amount' | 'percent';
  amount_cents: number | null;
  percent: number | null;
  starts_at: Date | string;
  ends_at: Date | string | null;
  max_uses: number | null;
  active: boolean;
  featured: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, code, description, kind, amount_cents, percent, starts_at, ends_at, max_uses, active, featured, created_at, updated_at';
/** The sortable fields (checked by the route) are their columns in snake case. */
const sortColumn = (field: AdminPromoCodeQuery['sort']['field']): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const toCode = (r: Row): PromoCode => ({
  id: r.id,
  code: r.code,
  description: r.description,
  discount: r.kind === 'amount' ? { kind: 'amount', amountCents: r.amount_cents! } : { kind: 'percent', percent: r.percent! },
  startsAt: new Date(r.starts_at),
  endsAt: r.ends_at === null ? null : new Date(r.ends_at),
  maxUses: r.max_uses,
  active: r.active,
  featured: r.featured,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const facts = (c: PromoCode) => [
  c.description,
  c.discount.kind,
  c.discount.kind === 'amount' ? c.discount.amountCents : null,
  c.discount.kind === 'percent' ? c.discount.percent : null,
  c.startsAt,
  c.endsAt,
  c.maxUses,
  c.active,
  c.featured,
];

/** PostgreSQL's unique_violation. */
function isUniqueViolation(e: unknown): boolean {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Plain SQL over promo_codes; `em` is the request's (or the transaction's) entity manager. */
export class PgPromoCodeRepository implements PromoCodeRepository {
  constructor(private readonly em: () => EntityManager) {}

  private rows<T extends object = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em().execute<T[]>(sql, params);
  }

  async insert(c: PromoCode) {
    try {
      await this.rows(
        'insert into promo_codes (id, code, description, kind, amount_cents, percent, starts_at, ends_at, max_uses, active, featured, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [c.id, c.code, ...facts(c), c.createdAt, c.updatedAt],
      );
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async find(id: string) {
    const [row] = await this.rows(`select ${COLUMNS} from promo_codes where id = ?`, [id]);
    return row ? toCode(row) : null;
  }

  async findByCode(code: string) {
    const [row] = await this.rows(`select ${COLUMNS} from promo_codes where code = ?`, [code]);
    return row ? toCode(row) : null;
  }

  async lockByCode(code: string) {
    const [row] = await this.rows(`select ${COLUMNS} from promo_codes where code = ? for update`, [code]);
    return row ? toCode(row) : null;
  }

  async lock(id: string) {
    const [row] = await this.rows(`select ${COLUMNS} from promo_codes where id = ? for update`, [id]);
    return row ? toCode(row) : null;
  }

  async update(c: PromoCode) {
    await this.rows('update promo_codes set description = ?, kind = ?, amount_cents = ?, percent = ?, starts_at = ?, ends_at = ?, max_uses = ?, active = ?, featured = ?, updated_at = ? where id = ?', [
      ...facts(c),
      c.updatedAt,
      c.id,
    ]);
  }

  async findFeatured() {
    const [row] = await this.rows(`select ${COLUMNS} from promo_codes where featured`);
    return row ? toCode(row) : null;
  }

  /** Before featuring a code: the one featured so far is no longer (the unique index allows one). */
  async unfeatureOthers(id: string) {
    await this.rows('update promo_codes set featured = false where featured and id <> ?', [id]);
  }

  async remove(id: string) {
    await this.rows('delete from promo_codes where id = ?', [id]);
  }

  async adminList(q: AdminPromoCodeQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.q) {
      where.push(`(code ilike ? escape '\\' or description ilike ? escape '\\')`);
      const like = `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      params.push(like, like);
    }
    if (q.active !== null) {
      where.push('active = ?');
      params.push(q.active);
    }
    if (q.ids) {
      // The driver spreads an array into a list: an empty one matches nothing.
      if (q.ids.length) {
        where.push('id in (?)');
        params.push(q.ids);
      } else where.push('false');
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const order = `${sortColumn(q.sort.field)} ${q.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, id`;
    const [items, [count]] = await Promise.all([
      this.rows(`select ${COLUMNS} from promo_codes ${clause} order by ${order} limit ? offset ?`, [...params, q.limit, q.offset]),
      this.rows<{ total: string }>(`select count(*) as total from promo_codes ${clause}`, params),
    ]);
    return { items: items.map(toCode), total: Number(count?.total ?? 0) };
  }
}
