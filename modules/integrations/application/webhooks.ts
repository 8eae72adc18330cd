import { DomainError } from '../../../src/shared/domain-error.js';
import type { Clock } from '../../../src/shared/clock.js';
import type { Locale } from '../../../src/shared/locale.js';
import type { Mailer } from '../../../src/shared/mailer.js';
import { checkWebhookUrl, type Resolver } from '../domain/url-guard.js';
import { MAX_ATTEMPTS, SIGNATURE_HEADER, WEBHOOK_EVENT_TYPES, generateWebhookSecret, retryDelaySeconds, signatureHeader, type WebhookEndpoint, type WebhookEventType } from '../domain/webhook.js';
import type { PgWebhookRepository } from '../adapters/persistence/webhooks.repository.js';
import type { PgEventRepository } from '../adapters/persistence/events.repository.js';
import { webhookFailedEmail } from './webhook-emails.js';
import { guardedWebhookSender, type WebhookSender } from '../adapters/http/guarded-webhook-sender.js';

/** The outbox flow of one delivery attempt (src/flows/outbox.ts); its key is `<delivery id>:<attempt>`. */
export const WEBHOOK_ATTEMPT = 'integrations.webhook_attempt';

export interface WebhookFlows {
  emit(event: string, key: string, payload: Record<string, unknown>, options?: { availableAt?: Date }): Promise<void>;
}

export interface WebhookSettings {
  publicUrl: string;
  /** https only (production). */
  requireHttps: boolean;
  /** Hosts allowed whatever their address (WEBHOOK_ALLOWED_HOSTS: development and tests). */
  allowedHosts: readonly string[];
  maxEndpointsPerAccount: number;
  timeoutMs: number;
}

export interface WebhookDeps {
  webhooks: PgWebhookRepository;
  /** The events feed: every event is recorded there first, and its deliveries carry the recorded payload. */
  events: PgEventRepository;
  clock: Clock;
  newId: () => string;
  flows: WebhookFlows;
  mailer: Mailer;
  owners: { find(userId: string): Promise<{ id: string; name: string; email: string; locale: Locale; active: boolean } | null> };
  settings: WebhookSettings;
  resolve?: Resolver;
  /** The POST itself; by default over a connection whose own lookup the guard checks (DNS rebinding). */
  send?: WebhookSender;
}

const urlError = (problem: string) => new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.url', code: `integrations.webhook_url_${problem}` }]);

export const createWebhookEndpoint =
  (deps: WebhookDeps) =>
  async (ownerId: string, input: { url: string; eventTypes: string[]; enabled?: boolean }): Promise<{ endpoint: WebhookEndpoint; secret: string }> => {
    const eventTypes = [...new Set(input.eventTypes)];
    if (!eventTypes.length || eventTypes.some((t) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t))) {
      throw new DomainError('validation_failed', 'invalid', {}, [{ field: 'body.eventTypes', code: 'fields.invalid_choice' }]);
    }
    const problem = await checkWebhookUrl(input.url, deps.settings, deps.resolve);
    if (problem) throw urlError(problem);
    if ((await deps.webhooks.countOf(ownerId)) >= deps.settings.maxEndpointsPerAccount) throw new DomainError('integrations.too_many_webhooks', 'conflict', { max: deps.settings.maxEndpointsPerAccount });
    const endpoint: WebhookEndpoint = { id: deps.newId(), ownerId, url: input.url, eventTypes: eventTypes as WebhookEventType[], enabled: input.enabled ?? true, createdAt: deps.clock.now() };
    const secret = generateWebhookSecret();
    await deps.webhooks.addEndpoint(endpoint, secret);
    return { endpoint, secret };
  };

const found = async <T>(value: Promise<T | null>): Promise<T> => {
  const v = await value;
  if (!v) throw new DomainError('integrations.webhook_not_found', 'not_found');
  return v;
};

export const setWebhookEnabled = (deps: WebhookDeps) => async (ownerId: string, id: string, enabled: boolean) => {
  await found(deps.webhooks.endpointOf(ownerId, id));
  await deps.webhooks.setEnabled(ownerId, id, enabled, deps.clock.now());
  return (await deps.webhooks.endpointOf(ownerId, id))!;
};

export const deleteWebhookEndpoint = (deps: WebhookDeps) => async (ownerId: string, id: string) => {
  if (!(await deps.webhooks.deleteEndpoint(ownerId, id))) throw new DomainError('integrations.webhook_not_found', 'not_found');
};

export const webhookDeliveries = (deps: WebhookDeps) => async (ownerId: string, id: string, limit: number) => {
  await found(deps.webhooks.endpointOf(ownerId, id));
  return deps.webhooks.deliveriesOf(id, limit);
};

/** "Resend": one more attempt now, whatever the delivery's state (a failed one goes back to pending). */
export const resendDelivery = (deps: WebhookDeps) => async (ownerId: string, endpointId: string, deliveryId: string) => {
  await found(deps.webhooks.endpointOf(ownerId, endpointId));
  const delivery = await found(deps.webhooks.deliveryOf(endpointId, deliveryId));
  const now = deps.clock.now();
  await deps.webhooks.updateDelivery(delivery.id, 'pending', delivery.attempts, now, now);
  await deps.flows.emit(WEBHOOK_ATTEMPT, `${delivery.id}:${delivery.attempts + 1}`, { deliveryId: delivery.id, attempt: delivery.attempts + 1, resend: true });
};

/**
 * An event happened to these accounts: recorded once per account in its events feed, then one
 * delivery per subscribed, enabled endpoint of theirs, each attempted through the outbox. `dataFor`
 * gives what each owner may see of it (null: that owner gets nothing). Runs in the outbox step's
 * transaction, so the feed row, the deliveries and their first attempts commit together.
 */
export const publishEvent =
  (deps: WebhookDeps) =>
  async (event: { id: string; type: WebhookEventType; ownerIds: string[]; dataFor: (ownerId: string) => Record<string, unknown> | null }): Promise<number> => {
    const owners = [...new Set(event.ownerIds)];
    const now = deps.clock.now();
    const entries = owners.flatMap((ownerId) => {
      const data = event.dataFor(ownerId);
      return data ? [{ ownerId, payload: { id: event.id, type: event.type, createdAt: now.toISOString(), data } }] : [];
    });
    // One statement: the feed's rows and the endpoints to deliver to.
    const { recorded, endpoints } = await deps.events.record(entries, now, event.type);
    let count = 0;
    for (const { ownerId, payload: given } of entries) {
      const payload = recorded.get(ownerId) ?? given;
      for (const endpoint of endpoints.filter((e) => e.ownerId === ownerId)) {
        const deliveryId = await deps.webhooks.addDelivery({ id: deps.newId(), endpointId: endpoint.id, eventId: event.id, eventType: event.type, payload, now });
        if (!deliveryId) continue;
        await deps.flows.emit(WEBHOOK_ATTEMPT, `${deliveryId}:1`, { deliveryId, attempt: 1 });
        count++;
      }
    }
    return count;
  };

const EXCERPT = 500;

/**
 * The outbox step: POSTs the event, signed, and records the attempt. It never throws (the attempt
 * must be logged): a failure schedules the next attempt by the backoff (a later outbox row), and
 * after the last one the delivery fails and the owner is emailed. Redirects are not followed.
 */
export const attemptDelivery =
  (deps: WebhookDeps) =>
  async (p: { deliveryId: string; attempt: number; resend?: boolean }): Promise<void> => {
    const d = await deps.webhooks.deliveryForAttempt(p.deliveryId);
    if (!d || d.status !== 'pending' || d.attempts >= p.attempt) return;
    const startedAt = deps.clock.now();
    const body = JSON.stringify(d.payload);
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    let responseStatus: number | null = null;
    let excerpt: string | null = null;
    let error: string | null = null;
    const t0 = performance.now();
    const secret = deps.webhooks.openSecret(d.secret);
    if (!d.enabled) error = 'endpoint disabled';
    else if (secret === null) error = 'signing secret unreadable (APP_SECRET changed): register the endpoint again';
    else {
      const problem = await checkWebhookUrl(d.url, deps.settings, deps.resolve);
      if (problem) error = `url refused: ${problem}`;
      else {
        try {
          // The URL was checked above, and the connection's own lookup is checked again: the name cannot be re-pointed in between.
          const send = deps.send ?? guardedWebhookSender(deps.settings, deps.resolve);
          const res = await send(d.url, {
            timeoutMs: deps.settings.timeoutMs,
            headers: { 'content-type': 'application/json', 'user-agent': 'Eclat-Webhooks/1', [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, body), 'Eclat-Event-Id': d.event_id, 'Eclat-Event-Type': d.event_type },
            body,
          });
          responseStatus = res.status;
          excerpt = res.excerpt.slice(0, EXCERPT) || null;
        } catch (e) {
          error = (e instanceof Error ? e.message : String(e)).slice(0, EXCERPT);
        }
      }
    }
    const latencyMs = Math.max(0, Math.round(performance.now() - t0));
    const now = deps.clock.now();
    await deps.webhooks.recordAttempt({ id: deps.newId(), deliveryId: d.id, attempt: p.attempt, at: startedAt, responseStatus, latencyMs, responseExcerpt: excerpt, error });
    if (responseStatus !== null && responseStatus >= 200 && responseStatus < 300) {
      await deps.webhooks.updateDelivery(d.id, 'succeeded', p.attempt, null, now);
      return;
    }
    // A disabled endpoint's pending deliveries fail at once (no retries, no email: its owner turned it off).
    const delay = p.resend || !d.enabled ? null : retryDelaySeconds(p.attempt);
    if (delay !== null && p.attempt < MAX_ATTEMPTS) {
      const at = new Date(now.getTime() + delay * 1000);
      await deps.webhooks.updateDelivery(d.id, 'pending', p.attempt, at, now);
      await deps.flows.emit(WEBHOOK_ATTEMPT, `${d.id}:${p.attempt + 1}`, { deliveryId: d.id, attempt: p.attempt + 1 }, { availableAt: at });
      return;
    }
    await deps.webhooks.updateDelivery(d.id, 'failed', p.attempt, null, now);
    if (p.resend || !d.enabled) return;
    const owner = await deps.owners.find(d.owner_id);
    if (owner?.active) await deps.mailer.send(webhookFailedEmail({ email: owner.email, name: owner.name, locale: owner.locale }, { url: d.url, eventType: d.event_type, eventId: d.event_id, attempts: p.attempt }, deps.settings));
  };
