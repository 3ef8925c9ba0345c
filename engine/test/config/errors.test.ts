/**
 * The engine checks a config with the shape validator and each built-in's settings with its
 * module's own validator; what it reports must be exactly what the whole config schema's
 * validator reports (same paths, keywords and order), for any config, valid or not.
 */
import type { ErrorObject } from '@svc/protocol';
import { schemas } from '@svc/protocol/schemas';
import { validateEngineConfig } from '@svc/protocol/validators/config/engine-config';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_YAML } from '../../src/config/builtins.js';
import { configErrors, parseConfig } from '../../src/config/load.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Branch {
  properties: { name?: { enum: string[] }; class?: { const: string }; config: { $ref: string } };
}

/** Valid configs to start from: the default, the schema's examples, every settings example under every name. */
function validConfigs(): Json[] {
  const examplesOf = (ref: string) => (schemas[`config/${ref}`]!.examples as Json[] | undefined) ?? [{}];
  const configs: Json[] = [
    parse(DEFAULT_CONFIG_YAML.replace(/\$\{\w+:([^}]*)\}/g, '$1')) as Json,
    ...(schemas['config/engine-config.schema.json']!.examples as Json[]),
  ];
  for (const branch of schemas['config/builtin-worker-entry.schema.json']!.oneOf as Branch[])
    for (const name of branch.properties.name!.enum)
      for (const config of examplesOf(branch.properties.config.$ref))
        configs.push({
          workers: [
            { name: 'scorer', path: './scorer' },
            { name, config },
          ],
        });
  for (const branch of schemas['config/module-entry.schema.json']!.oneOf as Branch[])
    for (const config of examplesOf(branch.properties.config.$ref))
      configs.push({ workers: [{ name: 'svc-http' }], modules: [{ class: branch.properties.class!.const, config }] });
  return configs;
}

/** Every path to a value in `value`, the root included. */
function paths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [at, ...keys.flatMap((key) => paths((value as Record<string | number, Json>)[key]!, [...at, key]))];
}

const REPLACEMENTS: Json[] = ['x', '', 0, -1, 1.5, 2 ** 40, true, null, {}, [], [1], { name: 'zz' }, 'svc-http'];
const KEYS = ['foo', 'name', 'class', 'config', 'path', 'port', 'adapter', 'url', 'auth', 'cluster', 'modules'];
const NAMES = ['svc-http', 'iii-state', 'cron', 'modules::api::RestApiModule', 'svc-bridge', 'nope'];

/** One edit: replace a value, delete it, or add a key to an object. */
const edit = fc.record({
  target: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'add'),
  key: fc.constantFrom(...KEYS),
  value: fc.constantFrom(...REPLACEMENTS, ...NAMES),
});

function apply(config: Json, edits: { target: number; kind: string; key: string; value: Json }[]) {
  let out = structuredClone(config);
  for (const { target, kind, key, value: shared } of edits) {
    // The replacements are shared between runs: each edit writes a copy.
    const value = structuredClone(shared);
    const all = paths(out);
    const path = all[target % all.length]!;
    if (path.length === 0) {
      if (kind === 'add' && out !== null && typeof out === 'object' && !Array.isArray(out)) out[key] = value;
      else out = kind === 'replace' ? value : out;
      continue;
    }
    const parent = path.slice(0, -1).reduce((o, k) => (o as Record<string | number, Json>)[k]!, out) as
      | Json[]
      | Record<string, Json>;
    const last = path.at(-1)!;
    const node = (parent as Record<string | number, Json>)[last]!;
    if (kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (kind === 'add' && node !== null && typeof node === 'object' && !Array.isArray(node)) {
      node[key] = value;
    } else {
      (parent as Record<string | number, Json>)[last] = value;
    }
  }
  return out;
}

/** What `parseConfig` shows of a list of errors: `if` errors only when nothing else failed. */
function shown(errors: readonly ErrorObject[]): string[] {
  const useful = errors.filter((e) => e.keyword !== 'if');
  return (useful.length > 0 ? useful : errors).map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`);
}

describe('config errors', () => {
  it('are those of the whole config schema, for any edit of a valid config', () => {
    const bases = validConfigs();
    fc.assert(
      fc.property(fc.nat(bases.length - 1), fc.array(edit, { minLength: 1, maxLength: 4 }), (base, edits) => {
        const config = apply(bases[base]!, edits);
        const whole = validateEngineConfig(config) ? [] : (validateEngineConfig.errors ?? []);
        expect(shown(configErrors(config))).toEqual(shown(whole));
      }),
      { numRuns: 3000 },
    );
  });

  it('name the line and the field of a bad setting, after the errors of the entries before it', () => {
    const text = [
      'workers:',
      '  - name: svc-http',
      '    config: { port: high }',
      '  - name: svc-state',
      '    extra: 1',
      'cluster: 3',
    ].join('\n');
    expect(() => parseConfig(text, 'svc.config.yaml', {})).toThrow(
      [
        'svc.config.yaml:3:15: workers[0].config.port: must be integer',
        'svc.config.yaml:5:5: workers[1].extra: unknown setting',
        'svc.config.yaml:6:1: cluster: must be object',
      ].join('\n'),
    );
  });
});
