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
