/**
 * The lock of a record log's directory (`<name>.lock`, holding the pid of the engine using it),
 * so that two engines never append to one log.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Lock files held by this process. */
const lockedHere = new Set<string>();

/**
 * Claims `lockFile` in `dir` for this process. A lock left by a process that no longer runs
 * (killed) is taken over; so is one naming this process's own pid, which a restarted container's
 * engine often reuses. When another holds it, throws what `inUse` makes of the holder.
 */
export async function lockDirectory(
  dir: string,
  lockFile: string,
  inUse: (by: string, path: string) => Error,
): Promise<() => Promise<void>> {
  const path = join(dir, lockFile);
  if (lockedHere.has(path)) throw inUse('another store of this engine', path);
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
      throw inUse(`process ${owner}`, path);
    await rm(path, { force: true });
  }
  throw inUse('another process', path);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
