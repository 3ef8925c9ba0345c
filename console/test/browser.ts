/**
 * What the console's browser tests share: the UI built once with Vite, a real engine with real
 * workers (svc-sdk in TypeScript and Python), the console server in process, and Debian's
 * Chromium driven by playwright-core (no browser download). Screenshots are written into
 * docs/screenshots/ when SVC_SCREENSHOTS=1 (`make screenshots`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { caller, type Caller } from '../../engine/test/state/harness.js';
import { type EngineProcess, startEngineProcess } from '../../engine/test/process.js';
import { type ConsoleServer, startConsoleServer } from '../src/server/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let built: Promise<void> | undefined;

/** Builds the UI into console/dist/ui (once per test process). */
export function buildUi(): Promise<void> {
  // Vitest sets NODE_ENV=test, which would make Vite pick Lit's development build.
  built ??= build({ configFile: `${ROOT}console/vite.config.ts`, logLevel: 'error', mode: 'production' }).then(
    () => undefined,
  );
  return built;
}

/** Starts a fixture worker and waits until it prints `ready`. */
export async function startWorker(command: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${out}`)), 20_000);
    const read = (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}:\n${out}`)));
  });
  return child;
}

/** Everything one browser test file runs against. */
export interface Stack {
  engine: EngineProcess;
  workers: ChildProcess[];
  console: ConsoleServer;
  browser: Browser;
  /** A bridge caller, to check effects (`state::get`) and make changes behind the UI's back. */
  caller: Caller;
  stop(): Promise<void>;
}

const port = (url: string | undefined): number => Number(new URL(url ?? 'http://x:0').port);

/** Starts the engine, the demo workers (TypeScript and Python), the console server and Chromium. */
export async function startStack(): Promise<Stack> {
  const [, engine] = await Promise.all([buildUi(), startEngineProcess()]);
  const workers = await Promise.all([
    startWorker(process.execPath, ['console/test/fixtures/demo-worker.mjs', engine.url]),
    startWorker(`${ROOT}.venv/bin/python`, ['console/test/fixtures/py_adder.py', engine.url]),
  ]);
  const server = await startConsoleServer(consoleOptionsFor(engine));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const c = await caller(engine.url);
  const stack: Stack = {
    engine,
    workers,
    console: server,
    browser,
    caller: c,
    stop: async () => {
      c.close();
      await browser.close();
      await server.close();
      for (const worker of stack.workers) worker.kill();
      // The engine running now: a test may have replaced the first one (stopped and started again).
      await stack.engine.kill();
    },
  };
  return stack;
}

/** Console server options pointing at an engine process. */
export function consoleOptionsFor(engine: EngineProcess) {
  return {
    port: 0,
    host: '127.0.0.1',
    engineHost: '127.0.0.1',
    enginePort: port(engine.listeners.http),
    wsPort: port(engine.listeners.stream),
    bridgePort: port(engine.listeners.bridge),
    otel: false,
    otelServiceName: 'svc-console',
    enableFlow: false,
    allowOrigins: [] as string[],
  };
}

/** A fresh page at 1280×800 in a theme. */
export async function openPage(browser: Browser, theme: 'dark' | 'light' = 'dark', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    colorScheme: theme,
    deviceScaleFactor: 1,
  });
  return context.newPage();
}

/** Writes `docs/screenshots/<name>-<theme>.png` when SVC_SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SVC_SCREENSHOTS !== '1') return;
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  const dir = `${ROOT}docs/screenshots`;
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${theme}.png` });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe-core violations on the page (WCAG 2 A and AA rules), as `rule: target` lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; nodes: { target: unknown[] }[] }[];
    }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
  });
}
