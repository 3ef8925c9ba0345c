/**
 * Following the config file while the engine runs: every save (debounced) is loaded and
 * validated; a valid config is handed on, an invalid one is logged and ignored.
 */
import { type Stats, stat, statSync } from 'node:fs';
import type { Logger } from '../log.js';
import { loadConfigFile, type LoadedConfig } from './load.js';

/** How often the file is looked at. */
const POLL_MS = 200;

/** What tells one version of the file from another: its modification time and size ('' when unreadable). */
const versionOf = (stats: Stats | undefined): string => (stats ? `${stats.mtimeMs}:${stats.size}` : '');

/** The version of the file at `path` now. */
function versionNow(path: string): string {
  try {
    return versionOf(statSync(path));
  } catch {
    return '';
  }
}

/** Calls `apply` with each new valid version of the file at `path`; returns a function that stops. */
export function watchConfig(
  path: string,
  logger: Logger,
  apply: (config: LoadedConfig) => Promise<void>,
  debounceMs = 150,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      chain = chain.then(async () => {
        let config: LoadedConfig;
        try {
          config = await loadConfigFile(path);
        } catch (error) {
          logger.error('config change ignored: the file is invalid; the running workers are kept', {
            config: path,
            error: (error as Error).message,
          });
          return;
        }
        await apply(config).catch((error: unknown) =>
          logger.error('config change failed', { config: path, error: String(error) }),
        );
      });
    }, debounceMs);
  };
  // The version running is read now, before this returns: a save made from then on is a change,
  // however late the first look of the poll comes. Polling survives editors that save by writing a
  // new file and renaming it over the old one.
  let seen = versionNow(path);
  let looking = false;
  let stopped = false;
  const poll = setInterval(() => {
    if (looking) return;
    looking = true;
    stat(path, (error, stats) => {
      looking = false;
      const version = versionOf(error ? undefined : stats);
      if (stopped || version === seen) return;
      seen = version;
      changed();
    });
  }, POLL_MS);
  poll.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(poll);
  };
}
