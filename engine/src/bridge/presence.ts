/**
 * Workers arriving and leaving, at info, for the person watching the engine: a worker is named
 * once it has registered, and its functions arrive in frames of their own just after, so the
 * `worker connected` line waits until the worker has been quiet for a moment and then lists them.
 */
import type { Router } from '../core/router.js';
import { linkName } from '../core/link.js';
import type { Logger } from '../log.js';

/** How long a new worker must send no registration before its `worker connected` line is written. */
const SETTLE_MS = 300;

interface Seen {
  name: string;
  functions: Set<string>;
  timer?: NodeJS.Timeout;
  announced: boolean;
}

/** Logs socket workers connecting and leaving with their names and functions; returns the unsubscribe. */
export function logPresence(router: Router, logger: Logger): () => void {
  const seen = new Map<string, Seen>();
  const announce = (workerId: string, entry: Seen) => {
    entry.timer = undefined;
    entry.announced = true;
    logger.info('worker connected', { worker: entry.name, worker_id: workerId, functions: [...entry.functions] });
  };
  const touch = (workerId: string) => {
    const link = router.links.get(workerId);
    if (!link || link.info.inProcess) return undefined;
    let entry = seen.get(workerId);
    if (!entry) seen.set(workerId, (entry = { name: linkName(link), functions: new Set(), announced: false }));
    entry.name = linkName(link);
    if (!entry.announced) {
      clearTimeout(entry.timer);
      entry.timer = setTimeout(() => announce(workerId, entry!), SETTLE_MS);
      entry.timer.unref();
    }
    return entry;
  };
  const unsubscribe = router.onEvent((event) => {
    if (event.type === 'worker_metadata_updated') touch(event.workerId);
    else if (event.type === 'function_registered') touch(event.workerId)?.functions.add(event.functionId);
    else if (event.type === 'function_unregistered' && router.links.has(event.workerId))
      seen.get(event.workerId)?.functions.delete(event.functionId);
    else if (event.type === 'worker_disconnected') {
      const entry = seen.get(event.workerId);
      if (!entry) return;
      seen.delete(event.workerId);
      clearTimeout(entry.timer);
      logger.info('worker left', { worker: entry.name, worker_id: event.workerId, functions: entry.functions.size });
    }
  });
  return () => {
    unsubscribe();
    for (const entry of seen.values()) clearTimeout(entry.timer);
  };
}
