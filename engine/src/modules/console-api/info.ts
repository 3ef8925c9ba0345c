/**
 * `GET /_console/info` (`contracts/console/engine-info`): the engine's version, listeners and
 * running modules with their settings, secrets masked so the page can be shown to anyone who can
 * reach the console.
 */
import { createRequire } from 'node:module';
import type { ConsoleEngineInfo, JsonValue } from '@svc/protocol';
import { maskSecrets } from '../../auth/mask.js';

export { maskSecrets };

/** What the engine tells its console API about itself. */
export interface EngineAbout {
  /** Each listener's address by name. */
  listeners(): Record<string, string>;
  /** The running built-in modules, in start order, with their settings as configured. */
  modules(): { name: string; settings: JsonValue }[];
}

let version: string | undefined;
/** The engine package's version. */
function engineVersion(): string {
  // By package name, not by a path relative to this file: the CLI's bundled start file holds this code too.
  version ??= (createRequire(import.meta.url)('@svc/engine/package.json') as { version: string }).version;
  return version;
}

/** The info page. */
export function engineInfo(about: EngineAbout): ConsoleEngineInfo {
  const modules = about.modules().map(({ name, settings }) => ({ name, settings: maskSecrets(settings) }));
  return {
    version: engineVersion(),
    listeners: about.listeners(),
    modules,
    otel: modules.find((m) => m.name === 'svc-observability')?.settings ?? null,
  };
}
