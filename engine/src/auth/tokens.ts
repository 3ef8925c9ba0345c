/**
 * The tokens of the `auth:` section, resolved at start: each secret read from the config, an
 * environment variable or a file, kept only as its SHA-256 digest next to the token's name and
 * compiled scopes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AuthConfig, AuthToken } from '@svc/protocol';
import { EngineError, ErrorCode } from '../errors.js';
import { compilePatterns, type Patterns } from './patterns.js';

/** Who a connection is: the token it presented, by name, with what it may do. */
export interface Identity {
  /** The token's name (never the secret). */
  readonly name: string;
  /** May use the console API, `/_metrics` and the stream socket. */
  readonly console: boolean;
  /** Each scope; absent allows everything. */
  readonly register?: Patterns;
  readonly invoke?: Patterns;
  readonly triggerTypes?: Patterns;
  readonly provideTriggerTypes?: Patterns;
  readonly stateRead?: Patterns;
  readonly stateWrite?: Patterns;
  /** May provide `engine::queue::enqueue`. */
  readonly queueProvider: boolean;
  /** Worker connections it may hold at once. */
  readonly maxConnections: number;
}

/** The shortest secret accepted from any source. */
const MIN_SECRET_LENGTH = 16;

/** The digest a secret is looked up by. */
export const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The secret of one token entry; throws a config error naming the token when it cannot be had. */
export function tokenSecret(entry: AuthToken, baseDir: string, env: NodeJS.ProcessEnv): string {
  const sources = (['value', 'env', 'file'] as const).filter((key) => entry[key] !== undefined);
  const where = `auth.tokens "${entry.name}"`;
  if (sources.length !== 1)
    throw new EngineError(ErrorCode.configInvalid, `${where}: give exactly one of value, env and file`);
  let secret: string;
  if (entry.value !== undefined) secret = entry.value;
  else if (entry.env !== undefined) {
    secret = env[entry.env] ?? '';
    if (secret === '')
      throw new EngineError(ErrorCode.configInvalid, `${where}: environment variable ${entry.env} is not set`);
  } else {
    const path = resolve(baseDir, entry.file!);
    try {
      secret = readFileSync(path, 'utf8').trim();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new EngineError(ErrorCode.configInvalid, `${where}: cannot read ${path} (${code})`);
    }
  }
  if (secret.length < MIN_SECRET_LENGTH)
    throw new EngineError(
      ErrorCode.configInvalid,
      `${where}: the secret is ${secret.length} characters; use at least ${MIN_SECRET_LENGTH}`,
    );
  return secret;
}

const scope = (patterns: string[] | undefined): Patterns | undefined =>
  patterns === undefined ? undefined : compilePatterns(patterns);

/** The identity of one token entry. */
export function identityOf(entry: AuthToken, maxConnections: number): Identity {
  const identity: { -readonly [K in keyof Identity]: Identity[K] } = {
    name: entry.name,
    console: entry.console ?? false,
    queueProvider: entry.queue_provider ?? false,
    maxConnections: entry.max_connections ?? maxConnections,
  };
  const scopes = {
    register: scope(entry.register),
    invoke: scope(entry.invoke),
    triggerTypes: scope(entry.trigger_types),
    provideTriggerTypes: scope(entry.provide_trigger_types),
    stateRead: scope(entry.state_read),
    stateWrite: scope(entry.state_write),
  };
  for (const [key, value] of Object.entries(scopes)) if (value) Object.assign(identity, { [key]: value });
  return identity;
}

/** Every accepted token by the digest of its secret. Throws a config error for a bad entry. */
export function resolveTokens(
  auth: AuthConfig | undefined,
  baseDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Map<string, Identity> {
  const book = new Map<string, Identity>();
  const names = new Set<string>();
  for (const entry of auth?.tokens ?? []) {
    if (names.has(entry.name))
      throw new EngineError(ErrorCode.configInvalid, `auth.tokens: "${entry.name}" is listed twice`);
    names.add(entry.name);
    const key = digest(tokenSecret(entry, baseDir, env));
    if (book.has(key))
      throw new EngineError(
        ErrorCode.configInvalid,
        `auth.tokens "${entry.name}" has the same secret as "${book.get(key)!.name}"`,
      );
    book.set(key, identityOf(entry, auth?.max_connections_per_token ?? 1000));
  }
  return book;
}

/**
 * The token a command-line client of this config presents: the entry named `cli`, else the first
 * one; undefined when the config lists no tokens.
 */
export function clientToken(auth: AuthConfig | undefined, baseDir: string, env = process.env): string | undefined {
  const tokens = auth?.tokens ?? [];
  const entry = tokens.find((t) => t.name === 'cli') ?? tokens[0];
  return entry === undefined ? undefined : tokenSecret(entry, baseDir, env);
}
