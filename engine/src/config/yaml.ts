/**
 * The YAML parser, loaded at first use: an engine started on the embedded default config and no
 * path workers reads no YAML, and loading the parser costs ~2 MB of memory and ~3 ms at start
 * (bench/README.md). The config and manifest readers are synchronous, so the ones that run on
 * start-up's path await `loadYaml()` before they read; a synchronous reader that runs first (a
 * CLI command, a test) takes the package by `require`.
 */
import { createRequire } from 'node:module';

/** The `yaml` package's API. */
export type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

/** Loads the parser; afterwards `yaml()` returns it without loading anything. */
export async function loadYaml(): Promise<Yaml> {
  loaded ??= await import('yaml');
  return loaded;
}

/** The parser: the one `loadYaml()` loaded, or else the package, loaded now synchronously. */
export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
