/**
 * The tracing port (issue #21): spans around HTTP handling, outbox steps and scheduled jobs. The
 * default does nothing and costs one call; an OpenTelemetry adapter (docs/decisions.md, "Metrics,
 * logs and traces") would implement `span` with `tracer.startActiveSpan`, so that SQL spans made by
 * `@opentelemetry/instrumentation-pg` nest under the span that is active when the query runs.
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface Span {
  setAttribute(key: string, value: string | number | boolean): void;
  recordError(error: unknown): void;
}

export interface Tracer {
  /** False for the no-op tracer: callers skip building attributes they would only throw away. */
  readonly enabled: boolean;
  /** Runs `work` inside a span named `name`; the span ends when `work` settles (an error is recorded, then rethrown). */
  span<T>(name: string, attributes: SpanAttributes, work: (span: Span) => Promise<T>): Promise<T>;
}

const noopSpan: Span = { setAttribute: () => {}, recordError: () => {} };

export const noopTracer: Tracer = {
  enabled: false,
  span: (_name, _attributes, work) => work(noopSpan),
};
