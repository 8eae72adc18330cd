/**
 * Who gets message.created (docs/integrations.md): a party that, when the message is sent, has an
 * enabled webhook endpoint subscribed to it or a usable API key with `events:read`. The message's
 * own insert statement asks this (src/flows/integration-flows.ts), so a conversation between people
 * who do not use the API costs no statement and no outbox row. `user` is a SQL expression (a uuid).
 */
export const messageCreatedWatchSql = (user: string): string =>
  `(exists (select 1 from integrations_webhook_endpoints e where e.owner_id = ${user} and e.enabled and 'message.created' = any(e.event_types))
    or exists (select 1 from integrations_api_keys k where k.owner_id = ${user} and k.revoked_at is null and (k.expires_at is null or k.expires_at > now()) and 'events:read' = any(k.scopes)))`;
