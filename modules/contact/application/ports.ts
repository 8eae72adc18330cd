import type { Clock } from '../../../src/shared/clock.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import type { RateLimiter } from '../../../src/shared/rate-limiter.js';
import type { ContactCategory, ContactMessage, ContactStatus } from '../domain/contact-message.js';
import type { ContactReply } from '../domain/contact-reply.js';

export interface AdminContactQuery {
  status: ContactStatus | null;
  category: ContactCategory | null;
  ids: string[] | null;
  /** Name, email or message text. */
  q: string | null;
  sort: { field: 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ContactRepository {
  insert(message: ContactMessage): Promise<void>;
  find(id: string): Promise<ContactMessage | null>;
  saveHandling(message: ContactMessage): Promise<void>;
  adminList(query: AdminContactQuery): Promise<{ items: ContactMessage[]; total: number }>;
  insertReply(reply: ContactReply): Promise<void>;
  /** The message's replies, oldest first. */
  repliesOf(messageId: string): Promise<ContactReply[]>;
}

/** The identity module's names of staff accounts (the admins who replied), by id; unknown ids are left out. */
export type StaffNames = (ids: string[]) => Promise<Map<string, string>>;

export interface Transactor {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface ContactSettings {
  publicUrl: string;
  /** Where every message is sent (OPS_EMAIL); also the Reply-To of the console's replies. */
  opsEmail: string;
  /** Messages per IP address per window, and per sender address per window: over either, 429. */
  perIp: { limit: number; windowSeconds: number };
  perEmail: { limit: number; windowSeconds: number };
}

export interface ContactDeps {
  messages: ContactRepository;
  tx: Transactor;
  /** The outbox mailer: recorded with the message, sent after the commit. */
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  newId: () => string;
  settings: ContactSettings;
  staffNames: StaffNames;
}
