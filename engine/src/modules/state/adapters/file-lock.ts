/**
 * The lock of a `file_based` store's directory (`state.lock`, holding the pid of the engine using
 * it), so that two engines never append to one log.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineError } from '../../../errors.js';
import { StateErrorCode } from '../errors.js';
import { FILES } from './file-log.js';

/** Directories locked by this process. */
const lockedHere = new Set<string>();

/**
 * Claims the directory for this process, so that two engines never append to one log. A lock
 * left by a process that no longer runs (killed) is taken over; so is one naming this process's
 * own pid, which a restarted container's engine often reuses.
 */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, FILES.lock);
  const inUse = (by: string) =>
    new EngineError(
      StateErrorCode.storeUnavailable,
      `svc-state: ${dir} is in use by ${by} (${path}); give each engine its own adapter.path`,
    );
  if (lockedHere.has(path)) throw inUse('another store of this engine');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      lockedHere.add(path);
      return async () => {
        lockedHere.delete(path);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner))
      throw inUse(`process ${owner}`);
    await rm(path, { force: true });
  }
  throw inUse('another process');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
