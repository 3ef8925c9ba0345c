/**
 * `GET /_console/info` (`contracts/console/engine-info`): the engine's version, listeners and
 * running modules with their settings, secrets masked so the page can be shown to anyone who can
 * reach the console.
 */
import { createRequire } from 'node:module';
import type { ConsoleEngineInfo, JsonValue } from '@svc/protocol';

/** What the engine tells its console API about itself. */
export interface EngineAbout {
  /** Each listener's address by name. */
  listeners(): Record<string, string>;
  /** The running built-in modules, in start order, with their settings as configured. */
  modules(): { name: string; settings: JsonValue }[];
}

/** Keys whose values are never shown. */
const SECRET_KEY = /pass(word)?|secret|token|credential|api_?key|private/i;

/** A URL with its password replaced, or the text unchanged when it is not a URL with one. */
function maskUrl(text: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  try {
    const url = new URL(text);
    if (!url.password) return text;
    url.password = '***';
    return url.toString();
  } catch {
    return text;
  }
}

/** `value` with secret-looking keys' values and URL passwords replaced by `***`. */
export function maskSecrets(value: JsonValue): JsonValue {
  if (typeof value === 'string') return maskUrl(value);
  if (Array.isArray(value)) return (value as JsonValue[]).map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) && inner !== null && inner !== undefined ? '***' : maskSecrets(inner as JsonValue),
    ]),
  );
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
