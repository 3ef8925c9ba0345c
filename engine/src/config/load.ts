/**
 * Loading the engine config: `${VAR}` / `${VAR:default}` expansion, YAML parsing, validation
 * with the generated validator, and errors that name the file, the line and the field.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type {
  AuthConfig,
  BuiltinWorkerEntry,
  ClusterConfig,
  EngineConfig,
  ErrorObject,
  JsonValue,
  PathWorkerEntry,
  WorkerEntry,
} from '@svc/protocol';
import { schema as engineConfigSchema } from '@svc/protocol/schemas/config/engine-config';
import { validateEngineConfigShape } from '@svc/protocol/validators/config/engine-config-shape';
import type { Document } from 'yaml';
import { EngineError, ErrorCode } from '../errors.js';
import {
  AVAILABLE_BUILTINS,
  BUILTIN_ALIASES,
  builtinOfEntry,
  DEFAULT_CONFIG_PARSED,
  DEFAULT_CONFIG_YAML,
  settingsValidator,
} from './builtins.js';
import { expandParsed } from './preparsed.js';
import { loadYaml, yaml } from './yaml.js';

/** A worker of the user's own that the engine's supervisor runs: a `workers:` entry with a `path`. */
export interface PathWorker {
  name: string;
  /** The worker's folder, absolute (resolved against the config file's folder). */
  path: string;
  /** Extra environment variables for its scripts, from the config entry. */
  env: Record<string, string>;
  /** Copies of it to keep running (`replicas` in the config entry); 1 when absent. */
  replicas?: number;
}

/** A validated config: each built-in worker to run, by canonical name, with its settings. */
export interface LoadedConfig {
  /** The file the config came from, or `embedded default`. */
  source: string;
  /** Settings by canonical worker name (`svc-http`, ...); `{}` for an entry without `config`. */
  workers: Map<string, Record<string, JsonValue>>;
  /** Path workers by name, in config order. */
  pathWorkers: Map<string, PathWorker>;
  /** The `auth:` section: tokens, scopes, origins and limits (`engine/src/auth/`). */
  auth?: AuthConfig;
  /** The `cluster:` section (its `token` is masked wherever the config is shown). */
  cluster?: ClusterConfig;
}

/** A config that cannot be used; the message names file, line and field. */
export class ConfigError extends EngineError {
  override name = 'ConfigError';
  constructor(message: string) {
    super(ErrorCode.configInvalid, message);
  }
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}/g;

/**
 * Replaces `${VAR}` and `${VAR:default}`; a variable that is unset and has no default is an error.
 * Comments are left as they are: a `${VAR}` in a comment is documentation, not a reference.
 */
export function expandVariables(text: string, source: string, env: NodeJS.ProcessEnv = process.env): string {
  return text
    .split('\n')
    .map((line, index) => {
      const cut = commentStart(line);
      const code = line.slice(0, cut).replace(VARIABLE, (match, name: string, fallback: string | undefined) => {
        const value = env[name];
        if (value !== undefined && value !== '') return value;
        if (fallback !== undefined) return fallback;
        throw new ConfigError(
          `${source}:${index + 1}: environment variable ${name} is not set and ${match} has no default ` +
            `(write \${${name}:value})`,
        );
      });
      return code + line.slice(cut);
    })
    .join('\n');
}

/** Where a YAML comment starts on `line`: a `#` after white space (or first), outside quotes. */
function commentStart(line: string): number {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== undefined) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") {
      if (i === 0 || /[\s:[{,-]/.test(line[i - 1]!)) quote = c;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
      return i;
    }
  }
  return line.length;
}

/** Reads and validates a config file. */
export async function loadConfigFile(path: string, env: NodeJS.ProcessEnv = process.env): Promise<LoadedConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(
      code === 'ENOENT'
        ? `${path}: no such config file`
        : `${path}: cannot read the config file (${code ?? String(error)})`,
    );
  }
  await loadYaml();
  return parseConfig(text, path, env);
}

/** The embedded default config. */
export function defaultConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  return preparsedConfig(DEFAULT_CONFIG_PARSED, DEFAULT_CONFIG_YAML, 'embedded default', env);
}

/**
 * Config `text` from `source`, given `parsed`, what YAML made of the text before `${VAR}` expansion
 * (preparsed.ts): the same as `parseConfig(text, source, env)`, without parsing YAML when the
 * expanded values are plain and the config is valid. An undefined `parsed` parses the text.
 */
export function preparsedConfig(
  parsed: unknown,
  text: string,
  source: string,
  env: NodeJS.ProcessEnv = process.env,
): LoadedConfig {
  const value = parsed === undefined ? undefined : expandParsed(parsed, env);
  // Anything uncertain or wrong takes the path that names lines and fields.
  if (value === undefined || configErrors(value).length > 0) return parseConfig(text, source, env);
  return normalize(value as EngineConfig, () => source, source);
}

/** Parses and validates config text that came from `source`. */
export function parseConfig(text: string, source: string, env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const expanded = expandVariables(text, source, env);
  const { LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const document = parseDocument(expanded, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return `${source}:${line}:${col}`;
  };
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    throw new ConfigError(`${position(error.pos[0])}: ${error.message.split('\n')[0]}`);
  }
  const value = (document.toJS() ?? {}) as unknown;
  const errors = configErrors(value);
  if (errors.length > 0) {
    // `if` only says which branch of a worker entry failed; the branch's own errors say why.
    const useful = errors.filter((e) => e.keyword !== 'if');
    throw new ConfigError(
      (useful.length > 0 ? useful : errors).map((e) => describe(e, document, position, source)).join('\n'),
    );
  }
  const where = (path: (string | number)[]) => {
    const node = document.getIn(path, true) as { range?: [number, number, number] } | undefined;
    return node?.range ? position(node.range[0]) : source;
  };
  return normalize(value as EngineConfig, where, source);
}

/**
 * What is wrong with a parsed config, as the config schema's validator reports it: the shape (the
 * entries, `auth`, `cluster`) by the generated shape validator, and each built-in's `config:` by
 * the validator of its module's settings, so that start-up loads no validator of a module twice.
 * A built-in's errors are reported in its entry's place, after the entry's own.
 */
export function configErrors(value: unknown): ErrorObject[] {
  const errors = validateEngineConfigShape(value) ? [] : [...(validateEngineConfigShape.errors ?? [])];
  for (const [list, tag] of [
    ['workers', 'name'],
    ['modules', 'class'],
  ] as const) {
    const entries = isRecord(value) ? value[list] : undefined;
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, i) => {
      // A worker entry with a `path` is a path worker: its schema has no settings.
      if (!isRecord(entry) || !('config' in entry) || (list === 'workers' && 'path' in entry)) return;
      const canonical = builtinOfEntry(list, entry[tag]);
      const validate = canonical === undefined ? undefined : settingsValidator(canonical);
      if (validate === undefined || validate(entry.config)) return;
      const at = `/${list}/${i}`;
      const settings = (validate.errors ?? []).map((e) => ({ ...e, instancePath: `${at}/config${e.instancePath}` }));
      const after = errors.findLastIndex((e) => e.instancePath === at || e.instancePath.startsWith(`${at}/`));
      errors.splice(after === -1 ? errorsBefore(errors, list, i) : after + 1, 0, ...settings);
    });
  }
  return errors;
}

/** The config's top-level keys in the schema's order, which is the order its errors are reported in. */
const SECTIONS = Object.keys((engineConfigSchema as { properties: object }).properties);

/** Where the errors of entry `i` of `list` go when the shape found nothing wrong with it. */
function errorsBefore(errors: ErrorObject[], list: string, i: number): number {
  const index = errors.findIndex((e) => {
    const [, where, at] = e.instancePath.split('/');
    if (where === undefined) return false;
    return where === list ? Number(at) > i : SECTIONS.indexOf(where) > SECTIONS.indexOf(list);
  });
  return index === -1 ? errors.length : index;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `source:line:col: workers[0].config.port: must be integer`. */
function describe(
  error: ErrorObject,
  document: Document,
  position: (offset: number) => string,
  source: string,
): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  let field = path;
  let message = error.message ?? error.keyword;
  if (error.keyword === 'additionalProperties') {
    field = [...path, String(error.params.additionalProperty)];
    message = 'unknown setting';
  } else if (error.keyword === 'discriminator') {
    const tag = String(error.params.tag);
    field = [...path, tag];
    const known = Object.keys(BUILTIN_ALIASES).filter((k) => (tag === 'name' ? !k.includes('::') : k.includes('::')));
    const what = tag === 'name' ? 'worker' : 'module class';
    message = `unknown ${what} ${JSON.stringify(error.params.tagValue)} (known: ${known.join(', ')})`;
  } else if (error.keyword === 'enum') {
    message = `${message}: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const node = (keyNode(document, field) ?? document.getIn(field, true) ?? document.getIn(path, true)) as
    | { range?: [number, number, number] }
    | undefined;
  const where = node?.range ? position(node.range[0]) : source;
  const name =
    field.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || '(top level)';
  return `${where}: ${name}: ${message}`;
}

/** The key node of the last segment of `path`, so that errors point at the setting's name. */
function keyNode(document: Document, path: (string | number)[]): unknown {
  const parent = document.getIn(path.slice(0, -1), true) as
    | { items?: { key?: { value?: unknown; range?: unknown } }[] }
    | undefined;
  const last = path.at(-1);
  if (typeof last !== 'string' || !parent?.items) return undefined;
  return parent.items.find((pair) => pair.key?.value === last)?.key;
}

/** The schema's own test: an entry with a `path` is a path worker. */
function isPathEntry(entry: WorkerEntry): entry is PathWorkerEntry {
  return typeof (entry as { path?: unknown }).path === 'string';
}

/** The validated `config` as the engine runs it; `where` gives the place of a path, for messages. */
function normalize(config: EngineConfig, where: (path: (string | number)[]) => string, source: string): LoadedConfig {
  const workers = new Map<string, Record<string, JsonValue>>();
  const pathWorkers = new Map<string, PathWorker>();
  const baseDir = source === 'embedded default' ? process.cwd() : dirname(resolve(source));
  const builtins = (config.workers ?? []).flatMap((w, i) =>
    isPathEntry(w) ? [] : [{ entry: w as BuiltinWorkerEntry, i }],
  );
  for (const [i, w] of (config.workers ?? []).entries()) {
    if (!isPathEntry(w)) continue;
    if (pathWorkers.has(w.name))
      throw new ConfigError(
        `${where(['workers', i])}: worker ${w.name} is listed twice; give each path worker its own name`,
      );
    pathWorkers.set(w.name, {
      name: w.name,
      path: resolve(baseDir, w.path),
      env: (w.env ?? {}) as Record<string, string>,
      ...(w.replicas !== undefined && w.replicas !== 1 ? { replicas: w.replicas } : {}),
    });
  }
  const entries: { name: string; config?: unknown; path: (string | number)[] }[] = [
    ...builtins.map(({ entry: w, i }) => ({ name: w.name, config: w.config, path: ['workers', i] })),
    ...(config.modules ?? []).map((m, i) => ({ name: m.class, config: m.config, path: ['modules', i] })),
  ];
  for (const entry of entries) {
    const canonical = BUILTIN_ALIASES[entry.name]!;
    if (workers.has(canonical)) {
      throw new ConfigError(
        `${where(entry.path)}: ${canonical} is listed twice (as "${entry.name}" here); list each worker once`,
      );
    }
    if (!AVAILABLE_BUILTINS.has(canonical)) {
      throw new ConfigError(
        `${where(entry.path)}: ${canonical} is not available in this engine ` +
          `(available: ${[...AVAILABLE_BUILTINS].join(', ')})`,
      );
    }
    workers.set(canonical, (entry.config ?? {}) as Record<string, JsonValue>);
  }
  if (!workers.has('svc-bridge')) workers.set('svc-bridge', {});
  for (const name of pathWorkers.keys()) {
    if (BUILTIN_ALIASES[name])
      throw new ConfigError(`${source}: path worker ${name} has the name of a built-in; rename it`);
  }
  const loaded: LoadedConfig = { source, workers, pathWorkers };
  if (config.auth) loaded.auth = config.auth;
  if (config.cluster) loaded.cluster = config.cluster;
  return loaded;
}
