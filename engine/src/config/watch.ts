/**
 * Following the config file while the engine runs: every save (debounced) is loaded and
 * validated; a valid config is handed on, an invalid one is logged and ignored.
 */
import { unwatchFile, watchFile, type Stats } from 'node:fs';
import type { Logger } from '../log.js';
import { loadConfigFile, type LoadedConfig } from './load.js';

/** Calls `apply` with each new valid version of the file at `path`; returns a function that stops. */
export function watchConfig(
  path: string,
  logger: Logger,
  apply: (config: LoadedConfig) => Promise<void>,
  debounceMs = 150,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let chain = Promise.resolve();
  // Polling stat survives editors that save by writing a new file and renaming it over the old one.
  const listener = (current: Stats, previous: Stats) => {
    if (current.mtimeMs === previous.mtimeMs && current.size === previous.size) return;
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
  watchFile(path, { interval: 200 }, listener);
  return () => {
    clearTimeout(timer);
    unwatchFile(path, listener);
  };
}
