/**
 * The built-in workers a config may name, under svc's names and the aliases the schema accepts
 * (iii names and legacy module classes). The names come from the config schema itself
 * (`config/builtin-worker-entry`, `config/module-entry`), never a copy of it; which of them this
 * engine runs comes from the module descriptors.
 */
import type { Validator } from '@svc/protocol';
import { schema as builtinWorkerEntry } from '@svc/protocol/schemas/config/builtin-worker-entry';
import { schema as moduleEntry } from '@svc/protocol/schemas/config/module-entry';
import { validateSvcBridgeConfig } from '@svc/protocol/validators/config/workers/svc-bridge';
import { BUILTIN_MODULES, moduleNamed } from '../modules/index.js';

interface Branch {
  title: string;
  properties: { name?: { enum?: string[] }; class?: { const?: string } };
}

/** Every name of every built-in the schema knows, canonical first: `{'svc-http': ['svc-http', 'iii-http', ...]}`. */
export function schemaBuiltinNames(): Record<string, string[]> {
  const entries = builtinWorkerEntry as unknown as { oneOf: Branch[] };
  const modules = moduleEntry as unknown as { oneOf: Branch[] };
  const names: Record<string, string[]> = {};
  const byTitle = new Map<string, string>();
  for (const branch of entries.oneOf) {
    const [canonical, ...aliases] = branch.properties.name?.enum ?? [];
    if (canonical === undefined) continue;
    names[canonical] = [canonical, ...aliases];
    byTitle.set(branch.title.replace(/Entry$/, ''), canonical);
  }
  // `SvcHttpModule` is the legacy class of `SvcHttpEntry`'s worker.
  for (const branch of modules.oneOf) {
    const canonical = byTitle.get(branch.title.replace(/Module$/, ''));
    const legacy = branch.properties.class?.const;
    if (canonical !== undefined && legacy !== undefined) names[canonical]!.push(legacy);
  }
  return names;
}

/** Canonical name of every built-in, by each name it may be listed under. */
export const BUILTIN_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries(schemaBuiltinNames()).flatMap(([canonical, names]) => names.map((name) => [name, canonical])),
);

/** The legacy module classes of `modules:` entries (`modules::api::RestApiModule`), from the schema. */
const LEGACY_CLASSES = new Set(
  (moduleEntry as unknown as { oneOf: Branch[] }).oneOf.map((branch) => branch.properties.class?.const),
);

/**
 * The canonical name of the built-in that an entry of `workers:` (by its `name`) or of the legacy
 * `modules:` (by its `class`) names, when the schema knows it.
 */
export function builtinOfEntry(list: 'workers' | 'modules', name: unknown): string | undefined {
  if (typeof name !== 'string' || !Object.hasOwn(BUILTIN_ALIASES, name)) return undefined;
  return LEGACY_CLASSES.has(name) === (list === 'modules') ? BUILTIN_ALIASES[name] : undefined;
}

/**
 * The validator of the settings (`config:`) of built-in `canonical`: the one its module checks them
 * with when it starts (the bridge's is the engine's own); undefined for a built-in this engine lacks.
 */
export function settingsValidator(canonical: string): Validator<unknown> | undefined {
  return canonical === 'svc-bridge' ? validateSvcBridgeConfig : moduleNamed(canonical)?.settings;
}

/** Built-ins this engine runs: the bridge and every module with a descriptor. A config naming another is refused. */
export const AVAILABLE_BUILTINS = new Set(['svc-bridge', ...BUILTIN_MODULES.map((module) => module.name)]);

/**
 * What YAML makes of DEFAULT_CONFIG_YAML before `${VAR}` expansion, each `${...}` a string; the
 * bundled start file holds it, written there by `make build` (cli/rolldown.config.mjs), so that
 * starting on the default parses no YAML. Undefined where the compiled modules run unbundled.
 */
export const DEFAULT_CONFIG_PARSED: unknown = undefined;

/** The embedded default config, used when no config file is given. */
export const DEFAULT_CONFIG_YAML = `# svc engine default config
workers:
  - name: svc-bridge
    config:
      host: \${SVC_HOST:127.0.0.1}
      port: \${SVC_PORT:49134}
      duplicate_functions: \${SVC_DUPLICATE_FUNCTIONS:pool}
  - name: svc-http
    config:
      host: \${SVC_HTTP_HOST:127.0.0.1}
      port: \${SVC_HTTP_PORT:3111}
  - name: svc-state
    config:
      adapter: { name: in_memory }
  - name: svc-events
    config:
      adapter: { name: local }
  - name: svc-cron
    config:
      adapter: { name: local }
  - name: svc-queue
    config:
      adapter: { name: in_memory }
  - name: svc-stream
    config:
      host: \${SVC_STREAM_HOST:127.0.0.1}
      port: \${SVC_STREAM_PORT:3112}
  - name: svc-observability
    config:
      exporter: memory
      sampling_ratio: 1.0
  - name: svc-channels
`;
