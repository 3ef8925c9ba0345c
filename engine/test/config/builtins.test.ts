/**
 * The built-in names: the module descriptors and the config schema agree, and the names a config
 * may use are derived from the schema, never copied.
 */
import { describe, expect, it } from 'vitest';
import { AVAILABLE_BUILTINS, BUILTIN_ALIASES, schemaBuiltinNames } from '../../src/config/builtins.js';
import { BUILTIN_MODULES } from '../../src/modules/index.js';

describe('built-in names', () => {
  it('gives every module descriptor exactly the names the config schema accepts for it', () => {
    const fromSchema = schemaBuiltinNames();
    for (const module of BUILTIN_MODULES) {
      expect(fromSchema[module.name], `${module.name} is not in schema/config/builtin-worker-entry`).toBeDefined();
      expect([module.name, ...module.aliases].sort(), module.name).toEqual([...fromSchema[module.name]!].sort());
    }
  });

  it('maps every name in the schema, legacy module classes too, to its canonical built-in', () => {
    expect(BUILTIN_ALIASES).toMatchObject({
      'iii-http': 'svc-http',
      http: 'svc-http',
      'modules::api::RestApiModule': 'svc-http',
      'iii-worker-manager': 'svc-bridge',
      'iii-pubsub': 'svc-events',
      'modules::observability::OtelModule': 'svc-observability',
    });
    for (const [canonical, names] of Object.entries(schemaBuiltinNames()))
      for (const name of names) expect(BUILTIN_ALIASES[name]).toBe(canonical);
  });

  it('runs the bridge and exactly the modules that have a descriptor', () => {
    expect([...AVAILABLE_BUILTINS].sort()).toEqual(['svc-bridge', ...BUILTIN_MODULES.map((m) => m.name)].sort());
  });
});
