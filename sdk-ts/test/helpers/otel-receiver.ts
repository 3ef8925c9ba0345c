import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

/** An OTLP/JSON attribute as it arrives: `{key, value: {stringValue | intValue | …}}`. */
export interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

/** A span from an `OTLP` frame, with the `service.name` of its resource. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number; message?: string };
  attributes: OtlpAttribute[];
  service: string | undefined;
}

/** A log record from a `LOGS` frame, with the `service.name` of its resource. */
export interface ReceivedLog {
  severityNumber: number;
  severityText: string;
  body: { stringValue?: string };
  traceId?: string;
  spanId?: string;
  attributes: OtlpAttribute[];
  service: string | undefined;
}

/**
 * A loopback stand-in for the engine's `/otel` socket: it accepts WebSocket connections on any
 * path, keeps every frame, and decodes the `OTLP` (spans) and `LOGS` frames so tests can
 * assert what a worker exported.
 */
export class OtelReceiver {
  /** Every frame as received, prefix included. */
  readonly frames: Buffer[] = [];
  /** Text frames received (a worker should send none). */
  textFrames = 0;
  /** Paths the connections asked for. */
  readonly paths: string[] = [];

  private constructor(
    private readonly server: WebSocketServer,
    readonly port: number,
  ) {
    server.on('connection', (ws, request) => {
      this.paths.push(request.url ?? '');
      ws.on('message', (data, isBinary) => {
        if (!isBinary) this.textFrames += 1;
        else this.frames.push(data as Buffer);
      });
    });
  }

  /** Listens on 127.0.0.1 (`port` 0: a free one). */
  static async start(port = 0): Promise<OtelReceiver> {
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    return new OtelReceiver(server, (server.address() as AddressInfo).port);
  }

  /** `ws://127.0.0.1:<port>/otel`. */
  get url(): string {
    return `ws://127.0.0.1:${this.port}/otel`;
  }

  /** Frames whose 4-byte prefix is `prefix`, parsed as JSON (throws on a frame that is not JSON). */
  documents(prefix: 'OTLP' | 'LOGS' | 'MTRC'): Record<string, unknown>[] {
    return this.frames
      .filter((frame) => frame.subarray(0, 4).toString('ascii') === prefix)
      .map((frame) => JSON.parse(frame.subarray(4).toString('utf8')) as Record<string, unknown>);
  }

  /** Every span received so far. */
  spans(): ReceivedSpan[] {
    return this.records<ReceivedSpan>('OTLP', 'resourceSpans', 'scopeSpans', 'spans');
  }

  /** Every log record received so far. */
  logs(): ReceivedLog[] {
    return this.records<ReceivedLog>('LOGS', 'resourceLogs', 'scopeLogs', 'logRecords');
  }

  // OTLP nests records as resource → scope → record; each record gets its resource's service name.
  private records<T>(prefix: 'OTLP' | 'LOGS', resources: string, scopes: string, items: string): T[] {
    type Scope = Record<string, T[]>;
    type ResourceEntry = { resource?: { attributes: OtlpAttribute[] } } & Record<string, Scope[]>;
    return this.documents(prefix).flatMap((doc) =>
      (doc[resources] as ResourceEntry[]).flatMap((entry) =>
        (entry[scopes] ?? []).flatMap((scope) =>
          (scope[items] ?? []).map((item) => ({ ...item, service: serviceOf(entry.resource) })),
        ),
      ),
    );
  }

  /** Closes every connection and stops listening. */
  async stop(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The value of attribute `key` (its string, int, double or bool), or undefined. */
export function attribute(attributes: OtlpAttribute[] | undefined, key: string): unknown {
  const found = attributes?.find((a) => a.key === key);
  if (found === undefined) return undefined;
  const v = found.value;
  return v.stringValue ?? v.intValue ?? v.doubleValue ?? v.boolValue;
}

function serviceOf(resource: { attributes: OtlpAttribute[] } | undefined): string | undefined {
  const name = attribute(resource?.attributes, 'service.name');
  return typeof name === 'string' ? name : undefined;
}
