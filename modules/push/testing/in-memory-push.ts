import type { PushCategory, PushPreferences } from '../domain/push-categories.js';
import { DEFAULT_PUSH_PREFERENCES } from '../domain/push-categories.js';
import type { PushSubscriptionRecord } from '../domain/push-subscription.js';
import type { PreferencesRepository, PushSender, PushTarget, SendOutcome, SubscriptionRepository } from '../application/ports.js';
import type { PushDelivery } from '../application/push-texts.js';

/** In-memory subscriptions and choices, with the repositories' rules (upsert by endpoint, keep the most recent). */
export class InMemoryPushStore implements SubscriptionRepository, PreferencesRepository {
  readonly subscriptions = new Map<string, PushSubscriptionRecord>();
  readonly choices = new Map<string, PushPreferences>();

  async save(s: Omit<PushSubscriptionRecord, 'lastUsedAt'>, keep: number) {
    const known = [...this.subscriptions.values()].find((x) => x.endpoint === s.endpoint);
    const record: PushSubscriptionRecord = known
      ? { ...known, p256dh: s.p256dh, auth: s.auth, label: s.label, userId: s.userId, ...(known.userId === s.userId ? {} : { createdAt: s.createdAt, lastUsedAt: null }) }
      : { ...s, lastUsedAt: null };
    this.subscriptions.set(record.id, record);
    const mine = [...this.subscriptions.values()].filter((x) => x.userId === s.userId).sort((a, b) => (b.lastUsedAt ?? b.createdAt).getTime() - (a.lastUsedAt ?? a.createdAt).getTime());
    for (const old of mine.slice(keep)) this.subscriptions.delete(old.id);
    return { record, created: !known };
  }

  async remove(userId: string, endpoint: string) {
    const found = [...this.subscriptions.values()].find((x) => x.userId === userId && x.endpoint === endpoint);
    if (found) this.subscriptions.delete(found.id);
    return Boolean(found);
  }

  async targets(userId: string, category: PushCategory): Promise<PushTarget[]> {
    if (!(this.choices.get(userId) ?? DEFAULT_PUSH_PREFERENCES)[category]) return [];
    return [...this.subscriptions.values()].filter((x) => x.userId === userId).map(({ id, endpoint, p256dh, auth }) => ({ id, endpoint, p256dh, auth }));
  }

  async deleteGone(ids: string[]) {
    for (const id of ids) this.subscriptions.delete(id);
  }

  async touch(ids: string[], at: Date) {
    for (const id of ids) {
      const s = this.subscriptions.get(id);
      if (s) s.lastUsedAt = at;
    }
  }

  async countOf(userId: string) {
    return [...this.subscriptions.values()].filter((x) => x.userId === userId).length;
  }

  async get(userId: string) {
    return { ...(this.choices.get(userId) ?? DEFAULT_PUSH_PREFERENCES) };
  }

  async put(userId: string, p: PushPreferences) {
    this.choices.set(userId, { ...p });
  }
}

/** Records what would be sent; `answer` decides each device's outcome (or throws, as a failing push service). */
export class RecordingPushSender implements PushSender {
  readonly sent: { target: PushTarget; payload: Record<string, unknown>; delivery: PushDelivery }[] = [];
  constructor(public answer: (target: PushTarget) => SendOutcome = () => 'delivered') {}

  async send(target: PushTarget, payload: string, delivery: PushDelivery): Promise<SendOutcome> {
    const outcome = this.answer(target);
    this.sent.push({ target, payload: JSON.parse(payload) as Record<string, unknown>, delivery });
    return outcome;
  }
}
