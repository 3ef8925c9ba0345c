/**
 * The default config as the bundle holds it (parsed before `${VAR}` expansion) gives the engine
 * exactly what parsing its text does, for any value of the variables it names: the same settings,
 * or the same error.
 */
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_PARSED, DEFAULT_CONFIG_YAML } from '../../src/config/builtins.js';
import { parseConfig, preparsedConfig, type LoadedConfig } from '../../src/config/load.js';
import { expandParsed } from '../../src/config/preparsed.js';

/** What the bundle embeds (cli/rolldown.config.mjs): the text as YAML reads it before expansion. */
const parsed = parseDocument(DEFAULT_CONFIG_YAML, { uniqueKeys: true }).toJS() as unknown;
const VARIABLES = [...DEFAULT_CONFIG_YAML.matchAll(/\$\{(\w+)/g)].map((m) => m[1]!);

/** The config, or the message it is refused with. */
function outcome(load: () => LoadedConfig): LoadedConfig | string {
  try {
    return load();
  } catch (error) {
    return (error as Error).message;
  }
}

const value = fc.oneof(
  fc.constantFrom('0', '8080', '08', '-1', '1.5', '1e3', '0x1f', 'true', 'False', 'null', '~', 'yes', 'pool'),
  fc.constantFrom('127.0.0.1', '::1', 'localhost', 'a b', 'a: b', 'x # y', '"q"', '[1]', '{a: 1}', '', ' '),
  fc.string({ unit: fc.constantFrom(...'09az.:-_ #"\'[{,}]~!&*|>%@`\\'.split('')), maxLength: 8 }),
);

describe('the pre-parsed default config', () => {
  it('is what the bundle would embed, and nothing is embedded in the compiled modules', () => {
    expect(DEFAULT_CONFIG_PARSED).toBeUndefined();
    expect(VARIABLES).toContain('SVC_PORT');
    expect(expandParsed(parsed, {})).toEqual(
      parseDocument(DEFAULT_CONFIG_YAML.replace(/\$\{\w+:([^}]*)\}/g, '$1')).toJS(),
    );
  });

  it('loads as its text does, for any value of the variables it names', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...VARIABLES), value), (env) => {
        expect(outcome(() => preparsedConfig(parsed, DEFAULT_CONFIG_YAML, 'embedded default', env))).toEqual(
          outcome(() => parseConfig(DEFAULT_CONFIG_YAML, 'embedded default', env)),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('expands in place only what YAML reads with certainty', () => {
    expect(expandParsed({ port: '${P:1}', host: '${H:127.0.0.1}', mode: '${M:pool}' }, { P: '0' })).toEqual({
      port: 0,
      host: '127.0.0.1',
      mode: 'pool',
    });
    for (const unsure of ['true', '1.5', '08', 'a: b', '::1', ''])
      expect(expandParsed({ port: '${P:1}' }, { P: unsure }), unsure).toEqual(unsure === '' ? { port: 1 } : undefined);
    expect(expandParsed({ host: 'a${H:b}' }, {})).toBeUndefined();
    expect(expandParsed({ port: '${P}' }, {})).toBeUndefined();
  });
});
