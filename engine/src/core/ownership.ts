/**
 * Who may register what: the ids reserved for the engine's built-ins, and the key that decides
 * whether two workers registering one function id are replicas of one worker (a pool) or two
 * different workers (a conflict).
 */
import type { WorkerLink } from './link.js';

/** What happens when a worker registers a function id another live worker serves (svc-bridge `duplicate_functions`). */
export type DuplicateFunctions = 'pool' | 'reject' | 'takeover';

/** Function id prefixes that belong to the engine's built-ins: no worker registers under them. */
export const RESERVED_FUNCTION_PREFIXES: readonly string[] = [
  'engine::',
  'state::',
  'stream::',
  'iii::',
  'configuration::',
  'cron::',
];

/** Whole function ids that belong to the engine's built-ins. */
export const RESERVED_FUNCTION_IDS: ReadonlySet<string> = new Set(['publish']);

/** The trigger types the built-in modules provide; reserved whether or not the module runs. */
export const BUILTIN_TRIGGER_TYPES: ReadonlySet<string> = new Set([
  'http',
  'cron',
  'state',
  'stream',
  'stream:join',
  'stream:leave',
  'event',
  'subscribe',
  'queue',
  'durable:subscriber',
  'log',
  'trace',
]);

/** Whether `id` names a built-in function, whichever modules run. */
export function isReservedFunctionId(id: string): boolean {
  return RESERVED_FUNCTION_IDS.has(id) || RESERVED_FUNCTION_PREFIXES.some((prefix) => id.startsWith(prefix));
}

/** Whether `type` names a built-in trigger type, whichever modules run. */
export function isReservedTriggerType(type: string): boolean {
  return BUILTIN_TRIGGER_TYPES.has(type) || type.startsWith('engine::');
}

/** What the engine knows of a worker when it decides whether it joins a pool. */
export interface PoolCandidate {
  /** The name the worker sent with `engine::workers::register`; undefined until it does. */
  name: string | undefined;
  /** Who the worker authenticated as, when the engine authenticates workers. */
  identity: string | undefined;
}

/**
 * The key of the pool a worker belongs to: two workers with the same key serve a function id
 * together. Undefined while the worker is not known well enough to say (no name yet).
 */
export type PoolKey = (worker: PoolCandidate) => string | undefined;

/** Workers pool by name, and by identity too once workers authenticate. */
export const defaultPoolKey: PoolKey = ({ name, identity }) =>
  name === undefined ? undefined : identity === undefined ? name : `${name}\u0000${identity}`;

/**
 * Whether `link` may provide the reserved function id or trigger type `id` (e.g. a worker whose
 * credentials allow it to provide `engine::queue::enqueue`). Nobody may by default.
 */
export type ReservedGrant = (link: WorkerLink, id: string) => boolean;

/** The pool candidate behind a link. */
export function poolCandidate(link: WorkerLink): PoolCandidate {
  return { name: link.info.metadata?.name, identity: link.info.identity };
}
