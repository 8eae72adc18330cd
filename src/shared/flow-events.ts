/**
 * The port through which a module starts a cross-module flow (src/flows): called inside the
 * transaction of the change that starts it, it records the flow's steps in that same transaction
 * (the outbox), so they happen exactly when the change commits, even if the process dies right after.
 */
export interface FlowEvents {
  /** `key` makes it idempotent: the same event with the same key starts the flow once. */
  emit(event: string, key: string, payload: Record<string, unknown>): Promise<void>;
}

/** For unit tests and modules built without flows. */
export const noFlowEvents: FlowEvents = { emit: async () => {} };

/**
 * A flow's rows, for a module whose own statement writes them with its change (issue #24: one round
 * trip, no transaction around a single statement), as messaging's insert does for message.created.
 */
export interface StagedFlow {
  /** The rows as JSON: the parameter of `stagedFlowInsert`. */
  rows: string;
  /** After the statement ran (it committed, or the caller's transaction will): runs the rows it wrote. */
  written(ids: readonly string[]): Promise<void>;
}

export interface StagingFlowEvents extends FlowEvents {
  /** The rows `emit` would write, left to the caller's statement (`stagedFlowInsert`), then `written`. */
  stage(event: string, key: string, payload: Record<string, unknown>): StagedFlow;
}

export const noStagingFlowEvents: StagingFlowEvents = { ...noFlowEvents, stage: () => ({ rows: '[]', written: async () => {} }) };

/**
 * The insert a module's statement carries as a CTE for a staged flow: `param` holds StagedFlow.rows,
 * `guard` a condition on the statement's other CTEs (false: nothing is written). Returns the ids written.
 */
export const stagedFlowInsert = (param: string, guard = 'true') =>
  `insert into platform_outbox (id, flow, step, key, payload, created_at, available_at)
     select s.id, s.flow, s.step, s.key, s.payload, s.created_at, s.available_at
       from jsonb_to_recordset(${param}::jsonb) as s(id uuid, flow text, step text, key text, payload jsonb, created_at timestamptz, available_at timestamptz)
      where ${guard}
   on conflict (flow, step, key) do nothing returning id`;
