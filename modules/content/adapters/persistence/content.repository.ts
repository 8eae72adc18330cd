import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainError } from '../../../../src/shared/domain-error.js';
import { contentErrors } from '../../domain/content.errors.js';
import { sqlDate } from '../../../../src/shared/sql-values.js';
import type { BlogCategory, BlogPost, FaqEntry, GalleryCategory, GalleryImage, GalleryItem, ImpactFigure, ServicePage, ServiceType, Testimonial } from '../../domain/content.js';
import type { AdminListQuery, BlogStore, ContentStore, ContentStores, FaqStore, GalleryImageStore, GalleryStore, ImpactStore, ServicePageStore, TestimonialStore } from '../../application/ports.js';

type Row = Record<string, unknown>;

/** How one record maps to its table: property -> column, and which columns need converting. */
interface TableSpec<T> {
  table: string;
  columns: Record<keyof T & string, string>;
  dates?: (keyof T & string)[];
  json?: (keyof T & string)[];
  numbers?: (keyof T & string)[];
  /** Columns the console's `q` searches (case- and accent-insensitive enough for a few hundred rows). */
  searchable: string[];
  /** Sort fields the console may ask for -> SQL. */
  sorts: Record<string, string>;
}

/**
 * The use cases check uniqueness before writing; two writes racing past that check meet the
 * database's unique constraint, answered as the same conflict rather than a 500.
 */
const UNIQUE_ERRORS: Record<string, () => DomainError> = {
  content_blog_posts_slug_key: contentErrors.slugTaken,
  content_impact_metric_key: contentErrors.metricTaken,
  content_testimonials_review_key: contentErrors.reviewTaken,
};

async function mappingConflicts(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) {
      const constraint = Object.keys(UNIQUE_ERRORS).find((name) => e.message.includes(name));
      if (constraint) throw UNIQUE_ERRORS[constraint]!();
    }
    throw e;
  }
}

/** A PostgreSQL array literal: array bindings are otherwise expanded into lists by the query builder. */
const pgArray = (values: readonly string[]): string => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Plain SQL over one table; `em()` is the request's entity manager. */
class PgTable<T extends { id: string }> implements ContentStore<T> {
  private readonly props: (keyof T & string)[];
  private readonly select: string;

  constructor(
    protected readonly em: () => EntityManager,
    protected readonly spec: TableSpec<T>,
  ) {
    this.props = Object.keys(spec.columns) as (keyof T & string)[];
    this.select = this.props.map((p) => spec.columns[p]).join(', ');
  }

  protected rows(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.em().execute<Row[]>(sql, params);
  }

  protected toRecord = (row: Row): T => {
    const out: Row = {};
    for (const p of this.props) {
      const v = row[this.spec.columns[p]];
      if (v === null || v === undefined) out[p] = null;
      else if (this.spec.dates?.includes(p)) out[p] = sqlDate(v as Date | string);
      else if (this.spec.numbers?.includes(p)) out[p] = Number(v);
      else if (this.spec.json?.includes(p) && typeof v === 'string') out[p] = JSON.parse(v);
      else out[p] = v;
    }
    return out as T;
  };

  private value(record: T, p: keyof T & string): unknown {
    const v = record[p];
    // A null stays SQL null (not the JSON `null`), so `is null` checks hold.
    return this.spec.json?.includes(p) && v !== null ? JSON.stringify(v) : v;
  }

  protected query(where: string, params: unknown[], order: string, limit?: number): Promise<T[]> {
    return this.rows(`select ${this.select} from ${this.spec.table} ${where ? `where ${where}` : ''} order by ${order}${limit ? ` limit ${Math.floor(limit)}` : ''}`, params).then((rows) => rows.map(this.toRecord));
  }

  async find(id: string) {
    return (await this.query('id = ?', [id], 'id'))[0] ?? null;
  }

  async insert(record: T) {
    const placeholders = this.props.map((p) => (this.spec.json?.includes(p) ? '?::jsonb' : '?')).join(', ');
    await mappingConflicts(this.rows(`insert into ${this.spec.table} (${this.select}) values (${placeholders})`, this.props.map((p) => this.value(record, p))));
  }

  async update(record: T) {
    const changed = this.props.filter((p) => p !== 'id');
    const sets = changed.map((p) => `${this.spec.columns[p]} = ?${this.spec.json?.includes(p) ? '::jsonb' : ''}`).join(', ');
    await mappingConflicts(this.rows(`update ${this.spec.table} set ${sets} where id = ?`, [...changed.map((p) => this.value(record, p)), record.id]));
  }

  async delete(id: string) {
    const rows = await this.rows(`delete from ${this.spec.table} where id = ? returning id`, [id]);
    return rows.length > 0;
  }

  async adminList(q: AdminListQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    for (const [prop, value] of Object.entries(q.equals)) {
      const column = this.spec.columns[prop as keyof T & string];
      if (!column) continue;
      where.push(`${column} = ?`);
      params.push(value);
    }
    if (q.q) {
      where.push(`(${this.spec.searchable.map((c) => `${c} ilike ?`).join(' or ')})`);
      const like = `%${q.q.replace(/[\\%_]/g, '\\$&')}%`;
      params.push(...this.spec.searchable.map(() => like));
    }
    if (q.ids) {
      where.push('id = any(?::uuid[])');
      params.push(pgArray(q.ids));
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const sort = this.spec.sorts[q.sort.field] ?? Object.values(this.spec.sorts)[0]!;
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.rows(`select ${this.select} from ${this.spec.table} ${clause} order by ${sort} ${dir} nulls last, id offset ? limit ?`, [...params, q.offset, q.limit]);
    const [count] = await this.rows(`select count(*) as n from ${this.spec.table} ${clause}`, params);
    return { items: rows.map(this.toRecord), total: Number(count!.n) };
  }
}

class PgFaqStore extends PgTable<FaqEntry> implements FaqStore {
  published(service: ServiceType | null) {
    return service ? this.query('published and service = ?', [service], 'position, created_at') : this.query('published', [], 'category, position, created_at');
  }
}

class PgServicePageStore extends PgTable<ServicePage> implements ServicePageStore {
  async findBySlug(slug: string) {
    return (await this.query('slug = ?', [slug], 'id'))[0] ?? null;
  }
  published() {
    // The order of spec section 2: regular, deep, move-in/out, garage.
    return this.query('published', [], `array_position(array['regular', 'deep', 'move_in_out', 'garage'], service_type)`);
  }
}

class PgBlogStore extends PgTable<BlogPost> implements BlogStore {
  async findBySlug(slug: string) {
    return (await this.query('slug = ?', [slug], 'id'))[0] ?? null;
  }
  async publicPage(now: Date, category: BlogCategory | null, offset: number, limit: number) {
    const where = category ? 'published_at <= ? and category = ?' : 'published_at <= ?';
    const params = category ? [now, category] : [now];
    const rows = await this.rows(`select ${Object.values(this.spec.columns).join(', ')} from content_blog_posts where ${where} order by published_at desc, id offset ? limit ?`, [...params, offset, limit]);
    const [count] = await this.rows(`select count(*) as n from content_blog_posts where ${where}`, params);
    return { items: rows.map(this.toRecord), total: Number(count!.n) };
  }
  async publicCategoryCounts(now: Date) {
    const rows = await this.rows('select category, count(*) as n from content_blog_posts where published_at <= ? group by category order by category', [now]);
    return rows.map((r) => ({ category: r.category as BlogCategory, count: Number(r.n) }));
  }
  related(post: BlogPost, now: Date, limit: number) {
    return this.query('published_at <= ? and id <> ?', [now, post.id, post.category], '(category = ?) desc, published_at desc, id', limit);
  }
  async publicLinks(now: Date, limit: number) {
    const rows = await this.rows('select slug, published_at, updated_at from content_blog_posts where published_at <= ? order by published_at desc, id limit ?', [now, Math.floor(limit)]);
    return rows.map((r) => ({ slug: r.slug as string, publishedAt: sqlDate(r.published_at as Date | string), updatedAt: sqlDate(r.updated_at as Date | string) }));
  }
}

class PgImpactStore extends PgTable<ImpactFigure> implements ImpactStore {
  published() {
    return this.query('published', [], 'position, label_fr');
  }
}

class PgTestimonialStore extends PgTable<Testimonial> implements TestimonialStore {
  async findByReview(reviewId: string) {
    return (await this.query('review_id = ?', [reviewId], 'id'))[0] ?? null;
  }
  published() {
    return this.query('published and consent_at is not null', [], 'position, created_at desc');
  }
}

class PgGalleryStore extends PgTable<GalleryItem> implements GalleryStore {
  published(category: GalleryCategory | null) {
    return category ? this.query('published and category = ?', [category], 'position, published_at desc') : this.query('published', [], 'position, published_at desc');
  }
  fromBooking(bookingId: string) {
    return this.query('source_booking_id = ?', [bookingId], 'created_at, id');
  }
  async keysInUse(keys: string[]) {
    if (!keys.length) return [];
    const rows = await this.rows('select before_image as key from content_gallery_items where before_image = any(?::text[]) union select after_image from content_gallery_items where after_image = any(?::text[])', [pgArray(keys), pgArray(keys)]);
    return rows.map((r) => String(r.key));
  }
}

/** The register of uploaded gallery pictures: size and the widths of their variants. */
class PgGalleryImageStore implements GalleryImageStore {
  constructor(private readonly em: () => EntityManager) {}

  private toImage = (r: Row): GalleryImage => ({
    key: String(r.key),
    width: Number(r.width),
    height: Number(r.height),
    widths: (typeof r.widths === 'string' ? JSON.parse(r.widths) : r.widths) as number[],
    createdAt: sqlDate(r.created_at as Date | string),
  });

  async find(key: string) {
    const [row] = await this.em().execute<Row[]>('select key, width, height, widths, created_at from content_gallery_images where key = ?', [key]);
    return row ? this.toImage(row) : null;
  }
  async insert(image: GalleryImage) {
    await this.em().execute('insert into content_gallery_images (key, width, height, widths, created_at) values (?, ?, ?, ?::jsonb, ?)', [image.key, image.width, image.height, JSON.stringify(image.widths), image.createdAt]);
  }
  async remove(keys: string[]) {
    if (!keys.length) return [];
    const rows = await this.em().execute<Row[]>('delete from content_gallery_images where key = any(?::text[]) returning key, width, height, widths, created_at', [pgArray(keys)]);
    return rows.map(this.toImage);
  }
}

const snake = (p: string) => p.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function columnsOf<T>(props: (keyof T & string)[]): Record<keyof T & string, string> {
  return Object.fromEntries(props.map((p) => [p, snake(p)])) as Record<keyof T & string, string>;
}

export function pgContentStores(em: () => EntityManager): ContentStores {
  return {
    faq: new PgFaqStore(em, {
      table: 'content_faq_entries',
      columns: columnsOf<FaqEntry>(['id', 'category', 'service', 'questionFr', 'questionEn', 'answerFr', 'answerEn', 'position', 'published', 'createdAt', 'updatedAt']),
      dates: ['createdAt', 'updatedAt'],
      searchable: ['question_fr', 'question_en', 'answer_fr', 'answer_en'],
      sorts: { position: 'position', category: 'category', updatedAt: 'updated_at', createdAt: 'created_at', questionFr: 'question_fr' },
    }),
    services: new PgServicePageStore(em, {
      table: 'content_service_pages',
      columns: columnsOf<ServicePage>(['id', 'slug', 'serviceType', 'titleFr', 'titleEn', 'introFr', 'introEn', 'bodyFr', 'bodyEn', 'included', 'durationMinHours', 'durationMaxHours', 'priceFromCents', 'published', 'updatedAt']),
      dates: ['updatedAt'],
      json: ['included'],
      searchable: ['title_fr', 'title_en', 'slug'],
      sorts: { slug: 'slug', priceFromCents: 'price_from_cents', updatedAt: 'updated_at' },
    }),
    blog: new PgBlogStore(em, {
      table: 'content_blog_posts',
      columns: columnsOf<BlogPost>(['id', 'slug', 'category', 'titleFr', 'titleEn', 'excerptFr', 'excerptEn', 'bodyFr', 'bodyEn', 'authorName', 'publishedAt', 'createdAt', 'updatedAt']),
      dates: ['publishedAt', 'createdAt', 'updatedAt'],
      searchable: ['title_fr', 'title_en', 'slug', 'author_name'],
      sorts: { publishedAt: 'published_at', updatedAt: 'updated_at', createdAt: 'created_at', titleFr: 'title_fr', category: 'category' },
    }),
    impact: new PgImpactStore(em, {
      table: 'content_impact_figures',
      columns: columnsOf<ImpactFigure>(['id', 'metric', 'manualValue', 'labelFr', 'labelEn', 'descriptionFr', 'descriptionEn', 'sourceFr', 'sourceEn', 'position', 'published', 'updatedAt']),
      dates: ['updatedAt'],
      numbers: ['manualValue'],
      searchable: ['label_fr', 'label_en'],
      sorts: { position: 'position', metric: 'metric', updatedAt: 'updated_at' },
    }),
    testimonials: new PgTestimonialStore(em, {
      table: 'content_testimonials',
      columns: columnsOf<Testimonial>(['id', 'reviewId', 'consentAt', 'consentNote', 'quoteLocale', 'translation', 'position', 'published', 'createdAt', 'updatedAt']),
      dates: ['consentAt', 'createdAt', 'updatedAt'],
      searchable: ['translation', 'consent_note'],
      sorts: { position: 'position', createdAt: 'created_at', updatedAt: 'updated_at' },
    }),
    gallery: new PgGalleryStore(em, {
      table: 'content_gallery_items',
      columns: columnsOf<GalleryItem>(['id', 'category', 'captionFr', 'captionEn', 'beforeImage', 'afterImage', 'beforeSize', 'afterSize', 'sourceBookingId', 'isDemo', 'position', 'published', 'publishedAt', 'publishedBy', 'createdAt', 'updatedAt']),
      dates: ['publishedAt', 'createdAt', 'updatedAt'],
      json: ['beforeSize', 'afterSize'],
      searchable: ['caption_fr', 'caption_en'],
      sorts: { position: 'position', category: 'category', createdAt: 'created_at', updatedAt: 'updated_at', publishedAt: 'published_at' },
    }),
    galleryImages: new PgGalleryImageStore(em),
  };
}
