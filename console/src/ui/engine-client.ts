/**
 * The browser's client of a console server: JSON calls to the engine's console API through the
 * server's `/api/engine` proxy, and the live feed through `/ws/live`. It tracks whether the
 * engine answers, so the shell can show a banner and pages can mark what they show as stale.
 */
import type { ConsoleConfig, ConsoleError } from './api-types.js';
import { LiveFeed } from './live-feed.js';

/** A failed call: the console API's error code and message, and the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly stacktrace?: string,
    /** The trace of the call, when the engine recorded one (`traceresponse`). */
    readonly traceId?: string,
  ) {
    super(message);
  }
}

/** The trace id in a W3C `traceresponse` (or `traceparent`) header, if it names a recorded trace. */
export function traceIdOf(header: string | null): string | undefined {
  const match = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-([0-9a-f]{2})$/.exec(header ?? '');
  return match && (Number.parseInt(match[2] ?? '0', 16) & 1) === 1 ? match[1] : undefined;
}

/** What `invoke` answers: the function's result and the trace of the call, when recorded. */
export interface InvokeAnswer<T> {
  result: T;
  traceId?: string | undefined;
}

/** The engine as the console sees it: reachable or not, and since when. */
export interface EngineState {
  /** `up` once a call or the live feed answered; `down` when the last one could not reach it. */
  status: 'connecting' | 'up' | 'down';
  /** Why it is down. */
  reason?: string;
  /** When the engine last answered (ms since the epoch). */
  lastSeen?: number;
}

const clients = new Map<string, EngineClient>();

/** One client per console server, shared by every element that talks to it. */
export class EngineClient extends EventTarget {
  /** The live feed over `/ws/live`. */
  readonly live: LiveFeed;
  /** Whether the engine answers. */
  state: EngineState = { status: 'connecting' };
  /**
   * True once a request was answered `login_required` (the console server wants the console token
   * first; every page makes a request as it opens); a `login` event tells of the change.
   */
  loginRequired = false;
  private configPromise?: Promise<ConsoleConfig>;

  /** The shared client of the console server at `base` ('' for this page's origin). */
  static for(base = ''): EngineClient {
    const key = base.replace(/\/+$/, '');
    let client = clients.get(key);
    if (!client) {
      client = new EngineClient(key);
      clients.set(key, client);
    }
    return client;
  }

  private constructor(readonly base: string) {
    super();
    const origin = base === '' ? location.origin : base;
    this.live = new LiveFeed(`${origin.replace(/^http/, 'ws')}/ws/live`);
    this.live.addEventListener('status', () => {
      if (this.live.connected) this.markUp();
      else this.markDown(this.live.closeReason || 'the live feed is disconnected');
    });
  }

  /** `GET /api/config` of the console server (fetched once). */
  config(): Promise<ConsoleConfig> {
    this.configPromise ??= fetch(`${this.base}/api/config`).then((r) => r.json() as Promise<ConsoleConfig>);
    return this.configPromise;
  }

  /** A call to the console server itself (`/api/...`). */
  async server<T>(path: string): Promise<T> {
    const res = await fetch(`${this.base}${path}`);
    return (await res.json()) as T;
  }

  /** `GET /_console<path>`. */
  get<T>(path: string): Promise<T> {
    return this.call<T>('GET', path);
  }

  /** `POST /_console<path>` with a JSON body. */
  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  /** `POST /_console/invoke`: the function's result and the id of the call's trace. */
  async invoke<T>(functionId: string, payload: unknown): Promise<InvokeAnswer<T>> {
    const { value, headers } = await this.exchange<T>('POST', '/invoke', { function_id: functionId, payload });
    return { result: value, traceId: traceIdOf(headers.get('traceresponse')) };
  }

  /** `DELETE /_console<path>`. */
  delete<T>(path: string): Promise<T> {
    return this.call<T>('DELETE', path);
  }

  /** Signs in with the console token (`POST /api/login`); true when the server took it. */
  async login(token: string): Promise<boolean> {
    const res = await fetch(`${this.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    });
    return res.status === 204;
  }

  /** Any request to the engine's HTTP API (`/api/engine<path>`), answered as it came. */
  async raw(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    const res = await fetch(`${this.base}/api/engine${path}`, init);
    if (res.status === 401 && !this.loginRequired) {
      const copy = (await res
        .clone()
        .json()
        .catch(() => undefined)) as ConsoleError | undefined;
      if (copy?.error.code === 'login_required') {
        this.loginRequired = true;
        this.dispatchEvent(new Event('login'));
      }
    }
    if (res.status === 502 && res.headers.get('content-type')?.includes('json')) {
      const copy = (await res.clone().json()) as ConsoleError;
      if (copy.error.code === 'upstream_unavailable') this.markDown(copy.error.message);
    } else this.markUp();
    return res;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.exchange<T>(method, path, body)).value;
  }

  private async exchange<T>(method: string, path: string, body?: unknown): Promise<{ value: T; headers: Headers }> {
    let res: Response;
    try {
      res = await this.raw(
        method,
        `/_console${path}`,
        body === undefined ? undefined : JSON.stringify(body),
        body === undefined ? {} : { 'content-type': 'application/json' },
      );
    } catch (error) {
      this.markDown('the console server does not answer');
      throw new ApiError(0, 'console_unreachable', `the console server does not answer (${(error as Error).message})`);
    }
    const text = await res.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    if (!res.ok) {
      const error = (parsed as ConsoleError | null)?.error;
      const trace = traceIdOf(res.headers.get('traceresponse'));
      const message = error?.message ?? res.statusText;
      throw new ApiError(res.status, error?.code ?? 'http_error', message, error?.stacktrace, trace);
    }
    return { value: parsed as T, headers: res.headers };
  }

  private markUp(): void {
    const wasDown = this.state.status !== 'up';
    this.state = { status: 'up', lastSeen: Date.now() };
    if (wasDown) this.dispatchEvent(new Event('state'));
  }

  private markDown(reason: string): void {
    if (this.state.status === 'down' && this.state.reason === reason) return;
    this.state = { status: 'down', reason, ...(this.state.lastSeen ? { lastSeen: this.state.lastSeen } : {}) };
    this.dispatchEvent(new Event('state'));
  }
}
