/**
 * Shell scripts in their own process group, so that stopping one stops every process it started
 * (an `npm start` and its `node`, a venv's python). Only PIDs started here are ever signalled.
 */
import type { ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';

/** A script started by `runScript`. */
export interface Script {
  readonly child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  readonly exited: Promise<number | string>;
}

/** Starts `command` with `sh -c` in `cwd`, appending its stdout and stderr to `logFile`. */
export function runScript(command: string, cwd: string, env: NodeJS.ProcessEnv, logFile: string): Script {
  const fd = openSync(logFile, 'a');
  try {
    // detached: the shell leads a new process group whose id is its pid. node:child_process is
    // taken here, not imported: an engine without path workers never loads it.
    const { spawn } = process.getBuiltinModule('node:child_process');
    const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    const exited = new Promise<number | string>((resolve) => {
      child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
      child.once('error', () => resolve(-1));
    });
    return { child, exited };
  } finally {
    closeSync(fd);
  }
}

/** Signals the script's whole process group; false when it has already gone. */
export function signalGroup(script: Script, signal: NodeJS.Signals | 0): boolean {
  if (script.child.pid === undefined) return false;
  try {
    process.kill(-script.child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the group, then SIGKILL to whatever of it is still there after `graceMs`. */
export async function stopGroup(script: Script, graceMs: number): Promise<void> {
  if (!signalGroup(script, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  // The shell may exit before the processes it started: wait for the whole group, not just it.
  while (Date.now() < deadline && signalGroup(script, 0)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  signalGroup(script, 'SIGKILL');
  await script.exited;
}
