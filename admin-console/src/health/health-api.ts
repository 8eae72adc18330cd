import type { components } from '../../../web/src/api/schema';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';

export type Readiness = components['schemas']['Readiness'];
export type OutboxStatus = components['schemas']['OutboxStatus'];

export interface Liveness {
  status: 'ok';
  uptimeSeconds: number;
}

export interface HealthReport {
  liveness: Liveness;
  readiness: Readiness;
  checkedAt: Date;
}

export async function fetchLiveness(signal?: AbortSignal): Promise<Liveness> {
  const { data, error, response } = await api.GET('/api/health', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

export async function fetchReadiness(signal?: AbortSignal): Promise<Readiness> {
  const { data, error, response } = await api.GET('/api/ready', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (data !== undefined) return data;
  // 503 still carries a Readiness body: "not ready" is a result to show, not a failure.
  if (response.status === 503 && error !== undefined && 'database' in error) return error;
  throw toHttpError(error, response);
}

/** Flow steps still to do and those waiting for a retry (GET /api/admin/outbox). */
export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxStatus> {
  const { data, error, response } = await api.GET('/api/admin/outbox', {
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

export async function fetchHealthReport(signal?: AbortSignal): Promise<HealthReport> {
  const [liveness, readiness] = await Promise.all([fetchLiveness(signal), fetchReadiness(signal)]);
  return { liveness, readiness, checkedAt: new Date() };
}
