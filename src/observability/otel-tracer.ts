import { AsyncLocalStorage } from 'node:async_hooks';
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span as OtelSpan } from '@opentelemetry/api';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { TracingConfig } from '../config/config.js';
import type { Span, SpanAttributes, Tracer } from '../shared/tracer.js';

/** The tracer port with an OTLP exporter, plus what the process needs to stop it. */
export interface ExportingTracer extends Tracer {
  /** Wraps one SQL statement in a span named after its kind (SELECT, INSERT...): never its text or values. */
  sql<T>(statement: string, run: () => Promise<T>): Promise<T>;
  /** Sends what is buffered (tests, shutdown). */
  flush(): Promise<void>;
  /** Flushes, then stops exporting. */
  shutdown(): Promise<void>;
}

export interface OtelTracerOptions {
  /** The id of the request being handled, set on every span made while handling it. */
  currentRequestId?: () => string | undefined;
  /** Longest wait between two exports (default 5 s; tests shorten it). */
  exportDelayMs?: number;
}

/** First word of the statement, upper-cased; OTHER when it does not start with one (no text ever leaves). */
export function statementKind(statement: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(statement.replace(/^\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/)*/, ''))?.[1];
  return word && word.length <= 16 ? word.toUpperCase() : 'OTHER';
}

/**
 * OpenTelemetry behind the tracer port. The active span is kept in an AsyncLocalStorage of this
 * tracer (no global context manager is registered: the API's would be process-wide), so that SQL
 * spans, outbox steps and jobs nest under the request or job that runs them.
 */
export function otelTracer(config: TracingConfig, options: OtelTracerOptions = {}): ExportingTracer {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }), scheduledDelayMillis: options.exportDelayMs ?? 5000 })],
  });
  const tracer = provider.getTracer('eclat');
  const active = new AsyncLocalStorage<Context>();

  const start = (name: string, attributes: SpanAttributes, kind: SpanKind): { span: OtelSpan; context: Context } => {
    const parent = active.getStore() ?? ROOT_CONTEXT;
    const requestId = options.currentRequestId?.();
    const span = tracer.startSpan(name, { kind, attributes: requestId ? { ...attributes, 'eclat.request_id': requestId } : attributes }, parent);
    return { span, context: trace.setSpan(parent, span) };
  };

  const run = async <T>(name: string, attributes: SpanAttributes, kind: SpanKind, work: (span: Span) => Promise<T>): Promise<T> => {
    const { span, context } = start(name, attributes, kind);
    const port: Span = {
      setAttribute: (key, value) => void span.setAttribute(key, value),
      recordError: (error) => {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      },
    };
    try {
      return await active.run(context, () => work(port));
    } catch (e) {
      port.recordError(e);
      throw e;
    } finally {
      span.end();
    }
  };

  return {
    enabled: true,
    span: (name, attributes, work) => run(name, attributes, name === 'http.request' ? SpanKind.SERVER : SpanKind.INTERNAL, work),
    sql: (statement, work) => {
      // Statements outside any request, step or job (pool housekeeping) would each be a lone trace: not worth exporting.
      if (!active.getStore()) return work();
      const kind = statementKind(statement);
      return run(kind, { 'db.system.name': 'postgresql', 'db.operation.name': kind }, SpanKind.CLIENT, () => work());
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
