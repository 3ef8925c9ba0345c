/**
 * Who may connect and what each connection may do: tokens presented on the upgrade (an
 * `Authorization: Bearer` header or a `token` query parameter), the Origin of browser upgrades,
 * connection limits per token and per address, registrations per connection, and the scopes the
 * router consults through one-line hooks (`refuseFunction`, `refuseTrigger`, `refuseTriggerType`,
 * `refuseInvoke`). Built-in modules (in-process links) are never checked.
 */
import type { IncomingMessage } from 'node:http';
import type {
  AuthConfig,
  ErrorBody,
  InvokeFunction,
  RegisterFunction,
  RegisterTrigger,
  RegisterTriggerType,
  SvcBridgeConfig,
} from '@svc/protocol';
import type { WorkerLink } from '../core/link.js';
import { payloadValue } from '../core/payload.js';
import type { Logger } from '../log.js';
import { bindRefusal } from './binding.js';
import { compilePatterns, describePatterns, type Patterns } from './patterns.js';
import { digest, type Identity } from './tokens.js';

/** Codes of the refusals this file makes (docs/errors.md). */
export const AuthErrorCode = {
  unauthorized: 'unauthorized',
  forbiddenOrigin: 'forbidden_origin',
  tooManyConnections: 'too_many_connections',
  forbidden: 'FORBIDDEN',
  tooManyRegistrations: 'too_many_registrations',
} as const;

/** An HTTP refusal of a request or an upgrade. */
export interface Refusal {
  status: 401 | 403 | 429;
  code: string;
  message: string;
}

/** A worker connection let in: who it is, and what to call when it closes. */
export interface Admitted {
  identity: Identity | undefined;
  release(): void;
}

/** Function ids every connection may call: SDKs call them on their own. */
const ALWAYS_INVOKABLE = compilePatterns([
  'engine::workers::register',
  'engine::channels::create',
  'engine::log::*',
  'engine::baggage::*',
]);
const STATE_READS = new Set(['state::get', 'state::list', 'state::list_keys']);
const STATE_WRITES = new Set(['state::set', 'state::update', 'state::delete', 'state::compare_and_set']);
const QUEUE_FUNCTION = 'engine::queue::enqueue';

/** The token a request presents: `Authorization: Bearer <token>`, else the `token` query parameter. */
export function presentedToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string' && /^bearer /i.test(header)) return header.slice(7).trim();
  const query = (req.url ?? '').indexOf('?');
  if (query < 0) return undefined;
  return new URLSearchParams((req.url ?? '').slice(query + 1)).get('token') ?? undefined;
}

/** Settings of {@link Access}. */
export interface AccessOptions {
  tokens: Map<string, Identity>;
  auth: AuthConfig | undefined;
  rbac: SvcBridgeConfig['rbac'];
  /** `svc start --insecure`: as `auth.allow_unauthenticated: true`. */
  insecure?: boolean;
  logger: Logger;
}

/** The engine's access rules; one per engine. */
export class Access {
  /** True when tokens are configured: every outside connection needs one. */
  readonly enabled: boolean;
  readonly allowUnauthenticated: boolean;
  private readonly tokens: Map<string, Identity>;
  private readonly origins: Set<string>;
  private readonly anyOrigin: boolean;
  private readonly maxPerAddress: number;
  private readonly maxRegistrations: number;
  private readonly expose: Patterns | undefined;
  private readonly forbidden: Patterns | undefined;
  private readonly perToken = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private readonly identities = new WeakMap<WorkerLink, Identity>();
  private readonly registrations = new WeakMap<WorkerLink, Set<string>>();
  private readonly logger: Logger;

  constructor(options: AccessOptions) {
    const auth = options.auth ?? {};
    this.tokens = options.tokens;
    this.enabled = options.tokens.size > 0;
    this.allowUnauthenticated = (auth.allow_unauthenticated ?? false) || (options.insecure ?? false);
    this.origins = new Set(auth.allowed_origins ?? []);
    this.anyOrigin = this.origins.has('*');
    this.maxPerAddress = auth.max_connections_per_address ?? 1000;
    this.maxRegistrations = auth.max_registrations_per_worker ?? 100_000;
    if (options.rbac?.expose_functions) this.expose = compilePatterns(options.rbac.expose_functions);
    if (options.rbac?.forbidden_functions) this.forbidden = compilePatterns(options.rbac.forbidden_functions);
    this.logger = options.logger;
  }

  /** Adds a token at run time (the supervisor's own, handed to the workers it starts). */
  addToken(secret: string, identity: Identity): void {
    this.tokens.set(digest(secret), identity);
  }

  /** Throws when `listener` may not listen on `host` (a non-loopback address without authentication). */
  checkBind(listener: string, host: string): void {
    const refusal = bindRefusal(listener, host, {
      authenticated: this.enabled,
      allowUnauthenticated: this.allowUnauthenticated,
    });
    if (refusal) throw new Error(refusal);
  }

  /** The identity a request's token names; a refusal when auth is on and it names none. */
  authenticate(req: IncomingMessage): Identity | Refusal | undefined {
    if (!this.enabled) return undefined;
    const token = presentedToken(req);
    const identity = token === undefined ? undefined : this.tokens.get(digest(token));
    if (identity) return identity;
    return {
      status: 401,
      code: AuthErrorCode.unauthorized,
      message:
        token === undefined
          ? 'this engine requires a token: send Authorization: Bearer <token> or ?token=<token> ' +
            '(svc-sdk: the token option or SVC_TOKEN)'
          : 'the token is not valid',
    };
  }

  /**
   * A refusal for a WebSocket upgrade from a browser page of another origin: one with an `Origin`
   * header that is neither the socket's own origin nor in `auth.allowed_origins`.
   */
  refuseOrigin(req: IncomingMessage): Refusal | undefined {
    const origin = req.headers.origin;
    if (origin === undefined || this.anyOrigin || this.origins.has(origin)) return undefined;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== undefined && host === req.headers.host) return undefined;
    return {
      status: 403,
      code: AuthErrorCode.forbiddenOrigin,
      message: `WebSocket upgrades from origin ${origin} are refused; list it in auth.allowed_origins to allow it`,
    };
  }

  /** Admission of a worker connection (the bridge's `/`): Origin, token, connection limits. */
  admitWorker(req: IncomingMessage): Admitted | Refusal {
    const refused = this.refuseOrigin(req);
    if (refused) return refused;
    const identity = this.authenticate(req);
    if (identity && 'status' in identity) return identity;
    const address = req.socket.remoteAddress ?? 'unknown';
    if ((this.perAddress.get(address) ?? 0) >= this.maxPerAddress)
      return this.tooMany(`address ${address} already holds ${this.maxPerAddress} connections`, {
        setting: 'auth.max_connections_per_address',
      });
    if (identity && (this.perToken.get(identity.name) ?? 0) >= identity.maxConnections)
      return this.tooMany(`token "${identity.name}" already holds ${identity.maxConnections} connections`, {
        setting: `auth.tokens "${identity.name}" max_connections (or auth.max_connections_per_token)`,
      });
    bump(this.perAddress, address, 1);
    if (identity) bump(this.perToken, identity.name, 1);
    let released = false;
    return {
      identity,
      release: () => {
        if (released) return;
        released = true;
        bump(this.perAddress, address, -1);
        if (identity) bump(this.perToken, identity.name, -1);
      },
    };
  }

  /** Admission of another socket on the bridge (`/otel`): Origin and token, no connection count. */
  admitSide(req: IncomingMessage): Refusal | undefined {
    const refused = this.refuseOrigin(req);
    if (refused) return refused;
    const identity = this.authenticate(req);
    return identity && 'status' in identity ? identity : undefined;
  }

  /**
   * Admission of a request to the engine's own endpoints (`/_console/*`, `/_metrics`) or of a
   * client of the stream socket: with auth on, a console token; an upgrade also has its Origin checked.
   */
  admitClient(req: IncomingMessage, upgrade: boolean): Refusal | undefined {
    const refused = upgrade ? this.refuseOrigin(req) : undefined;
    if (refused) return refused;
    const identity = this.authenticate(req);
    if (identity === undefined) return undefined;
    if ('status' in identity) return identity;
    if (identity.console) return undefined;
    return {
      status: 403,
      code: AuthErrorCode.forbidden,
      message: `token "${identity.name}" is not a console token (set console: true on it in auth.tokens)`,
    };
  }

  /** Records who a connection is (from its admission). */
  attach(link: WorkerLink, identity: Identity | undefined): void {
    if (identity) {
      this.identities.set(link, identity);
      link.info.identity = identity.name;
    }
  }

  /**
   * True when `link`'s token has the queue-provider scope: it may provide `engine::queue::enqueue`,
   * which the registry's reserved built-in ids would otherwise refuse.
   */
  mayProvideQueue(link: WorkerLink): boolean {
    return this.identities.get(link)?.queueProvider === true;
  }

  /** Refuses (and answers) a `registerfunction` its token may not make or past the limit; true when refused. */
  refuseFunction(link: WorkerLink, frame: RegisterFunction): boolean {
    const identity = this.identities.get(link);
    const exempt = frame.id === QUEUE_FUNCTION && this.mayProvideQueue(link);
    const error = this.registration(link, exempt ? undefined : identity?.register, 'register', frame.id, 'f');
    if (error)
      link.deliver({ type: 'registrationrejected', code: code(error), function_id: frame.id, message: error.message });
    return error !== undefined;
  }

  /** Refuses (and answers) a `registertrigger` of a type its token may not bind, or past the limit. */
  refuseTrigger(link: WorkerLink, frame: RegisterTrigger): boolean {
    const scope = this.identities.get(link)?.triggerTypes;
    const error = this.registration(link, scope, 'bind trigger type', frame.trigger_type, 't', frame.id);
    if (error) {
      const { id, trigger_type, function_id } = frame;
      link.deliver({ type: 'triggerregistrationresult', id, trigger_type, function_id, error });
    }
    return error !== undefined;
  }

  /** Refuses (and answers) a `registertriggertype` its token may not provide, or past the limit. */
  refuseTriggerType(link: WorkerLink, frame: RegisterTriggerType): boolean {
    const scope = this.identities.get(link)?.provideTriggerTypes;
    const error = this.registration(link, scope, 'provide trigger type', frame.id, 'y');
    if (error)
      link.deliver({ type: 'registrationrejected', code: code(error), trigger_type: frame.id, message: error.message });
    return error !== undefined;
  }

  /**
   * Why a registration of `what` from `link` is refused: outside its token's `scope`, or one past
   * the connection's limit (`key` is what it counts as); undefined for a module's own.
   */
  private registration(
    link: WorkerLink,
    scope: Patterns | undefined,
    action: string,
    what: string,
    kind: 'f' | 't' | 'y',
    key = what,
  ): ErrorBody | undefined {
    if (link.info.inProcess) return undefined;
    const identity = this.identities.get(link);
    if (identity && scope && !scope.matches(what)) return this.forbiddenBody(identity, action, what, scope);
    return this.overLimit(link, `${kind}:${key}`);
  }

  /** Forgets a registration the connection removed, so it no longer counts against its limit. */
  unregistered(link: WorkerLink, kind: 'function' | 'trigger', id: string): void {
    this.registrations.get(link)?.delete(`${kind === 'function' ? 'f' : 't'}:${id}`);
  }

  /** Why a call from `link` is refused (`FORBIDDEN`), or undefined to let it through. */
  refuseInvoke(link: WorkerLink, frame: InvokeFunction): ErrorBody | undefined {
    if (link.info.inProcess) return undefined;
    const id = frame.function_id;
    if (ALWAYS_INVOKABLE.matches(id)) return undefined;
    if (this.forbidden?.matches(id))
      return forbidden(`function '${id}' not allowed (listed in svc-bridge rbac.forbidden_functions)`);
    if (this.expose && !this.expose.matches(id))
      return forbidden(`function '${id}' not allowed (add to rbac.expose_functions)`);
    const identity = this.identities.get(link);
    if (!identity) return undefined;
    if (identity.invoke && !identity.invoke.matches(id))
      return this.forbiddenBody(identity, 'invoke', id, identity.invoke);
    if (id.startsWith('state::')) return this.refuseState(identity, id, frame);
    if (id === 'engine::register_trigger' && identity.triggerTypes) {
      const type = field(frame, 'trigger_type');
      if (type === undefined || !identity.triggerTypes.matches(type))
        return this.forbiddenBody(identity, 'bind trigger type', type ?? '(none)', identity.triggerTypes);
    }
    return undefined;
  }

  private refuseState(identity: Identity, id: string, frame: InvokeFunction): ErrorBody | undefined {
    const write = STATE_WRITES.has(id);
    const scopes = write ? identity.stateWrite : identity.stateRead;
    if (!scopes) return undefined;
    // Any other state function (list_groups) reads every scope.
    const scope = STATE_READS.has(id) || write ? field(frame, 'scope') : '*';
    if (scope !== undefined && scopes.matches(scope)) return undefined;
    return this.forbiddenBody(identity, write ? 'write state scope' : 'read state scope', scope ?? '(none)', scopes);
  }

  private forbiddenBody(identity: Identity, action: string, what: string, allowed: Patterns): ErrorBody {
    this.logger.warn('refused by token scope', { token: identity.name, action, id: what });
    return forbidden(
      `token "${identity.name}" may not ${action} "${what}" (its scope allows: ${describePatterns(allowed)})`,
    );
  }

  /** Counts `key` against the connection's registrations; the error once the limit is reached. */
  private overLimit(link: WorkerLink, key: string): ErrorBody | undefined {
    let held = this.registrations.get(link);
    if (!held) this.registrations.set(link, (held = new Set()));
    if (held.has(key)) return undefined;
    if (held.size >= this.maxRegistrations) {
      this.logger.warn('registration refused: limit reached', { worker_id: link.id, limit: this.maxRegistrations });
      return {
        code: AuthErrorCode.tooManyRegistrations,
        message:
          `this connection already has ${this.maxRegistrations} registrations ` +
          '(auth.max_registrations_per_worker); unregister some or raise the limit',
      };
    }
    held.add(key);
    return undefined;
  }

  private tooMany(detail: string, { setting }: { setting: string }): Refusal {
    this.logger.warn('connection refused: limit reached', { detail });
    return { status: 429, code: AuthErrorCode.tooManyConnections, message: `${detail} (${setting})` };
  }
}

const forbidden = (message: string): ErrorBody => ({ code: AuthErrorCode.forbidden, message });

/** The code of a registration refusal, as `registrationrejected` spells it. */
const code = (error: ErrorBody) => error.code as 'FORBIDDEN' | 'too_many_registrations';

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** A string field of a call's payload, if it has one. */
function field(frame: InvokeFunction, name: string): string | undefined {
  const data = payloadValue(frame.data ?? null);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

const STATUS_TEXT: Record<Refusal['status'], string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
};

/** The HTTP response that refuses an upgrade or a request: the status and `{error: {code, message}}`. */
export function refusalResponse(refusal: Refusal): string {
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
  return (
    `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status]}\r\nconnection: close\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    (refusal.status === 401 ? 'www-authenticate: Bearer\r\n' : '') +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}
