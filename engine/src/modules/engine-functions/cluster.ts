/**
 * `engine::functions::list` and `engine::workers::list` in a cluster: this engine's entries tagged
 * with its id, and the other engines' entries as their records say, so a tool attached to any
 * engine sees the whole cluster. `engine: local` (or an engine id) narrows a listing to one engine.
 */
import type { EngineFunctionSummary, EngineWorkerSummary } from '@svc/protocol';
import type { ClusterView } from '../host.js';

/** Whether this engine's own entries belong in a listing asked for `engine`. */
export function listsOwn(view: ClusterView | undefined, engine: string | undefined): boolean {
  return engine === undefined || engine === 'local' || engine === view?.engineId;
}

/** Tags this engine's entries with its id (no change when it runs alone). */
export function tagged<T extends { engine?: string }>(view: ClusterView | undefined, entries: T[]): T[] {
  return view ? entries.map((entry) => ({ ...entry, engine: view.engineId })) : entries;
}

/** The other engines' functions (or workers) that belong in a listing asked for `engine`. */
export function remoteEntries<K extends 'functions' | 'workers'>(
  view: ClusterView | undefined,
  engine: string | undefined,
  kind: K,
): (K extends 'functions' ? EngineFunctionSummary : EngineWorkerSummary)[] {
  if (!view || engine === 'local') return [];
  const found = [];
  for (const [id, member] of view.members()) {
    if (engine !== undefined && engine !== id) continue;
    for (const entry of member[kind]) {
      // A function's replicas on that engine, as its record counts them (a pool serves with several).
      const served = kind === 'functions' ? member.serves?.[(entry as EngineFunctionSummary).function_id] : undefined;
      found.push(served ? { ...entry, engine: id, worker_count: served.workers } : { ...entry, engine: id });
    }
  }
  return found as never;
}
