/**
 * What the svc-queue tests share: engine configs with svc-queue on each adapter, consumer worker
 * processes, and reading what they were delivered.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { runFixture } from '../state/harness.js';

/** A config with the bridge on a free port and svc-queue with `settings` (YAML of its `config:`). */
export function queueConfig(settings: string): string {
  return (
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
    `  - name: svc-queue\n    config:\n${settings
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => `      ${l}`)
      .join('\n')}\n`
  );
}

/** A consumer worker process and what it was delivered. */
export interface Consumer {
  child: ChildProcess;
  /** The data of each delivery, in order. */
  got(): unknown[];
  /** Lines it printed. */
  output(): string;
}

/**
 * Starts a fixture consumer (`queue-consumer.mjs`, `iii-queue-consumer.mjs`, or the Python
 * `iii-queue-consumer.py` with the repository's venv) and waits until it is ready.
 */
export async function startConsumer(children: ChildProcess[], fixture: string, ...args: string[]): Promise<Consumer> {
  const run = fixture.endsWith('.py') ? runPython(children, fixture, args) : runFixture(children, fixture, ...args);
  const child = children[children.length - 1]!;
  await expect.poll(run.output, { timeout: 10_000 }).toContain('ready');
  return {
    child,
    output: run.output,
    got: () =>
      run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('got '))
        .map((line) => JSON.parse(line.slice(4))),
  };
}

const PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));

/** Runs a Python fixture (`engine/test/fixtures/<name>`) with the repository's venv, as `runFixture` does. */
function runPython(children: ChildProcess[], name: string, args: string[]): { output: () => string } {
  const child = spawn(PYTHON, [fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  return { output: () => out };
}
