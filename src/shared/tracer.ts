/**
 * The tracing port (issue #21): spans around HTTP handling, outbox steps and scheduled jobs. The
 * default does nothing and costs one call; with OTEL_EXPORTER_OTLP_ENDPOINT set, startServer uses the
 * OpenTelemetry adapter (src/observability/otel-tracer.ts), which also wraps each SQL statement in a
 * span nested under the one active when it runs (docs/decisions.md, "Metrics, logs and traces").
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
