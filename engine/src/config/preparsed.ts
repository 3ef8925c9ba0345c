/**
 * Config text that was parsed ahead of time, before `${VAR}` expansion: `make build` writes the
 * embedded default config into the bundled start file as parsed (`DEFAULT_CONFIG_PARSED` in
 * builtins.ts, by cli/rolldown.config.mjs), so that `svc start` on it parses no YAML.
 *
 * Each `${VAR}` of such text parsed as a string of its own; it is expanded in place when YAML would
 * read the expanded value with certainty: a decimal integer, a word, an IPv4 address. Anything else
 * gives undefined, and the caller parses the expanded text as it parses any config file, so the
 * result (and every error) is the same either way.
 */

const REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}$/;
const INTEGER = /^(0|[1-9][0-9]{0,14})$/;
const IPV4 = /^[0-9]{1,3}(\.[0-9]{1,3}){3}$/;
const WORD = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** Words that YAML's core schema reads as null or a boolean. */
const NOT_STRINGS = /^(null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;

/** Marks a value whose YAML reading is not certain. */
const UNSURE = Symbol('unsure');

/** `parsed` with its `${VAR}` strings expanded from `env`, or undefined when any is not certain. */
export function expandParsed(parsed: unknown, env: NodeJS.ProcessEnv): unknown {
  const value = expand(parsed, env);
  return value === UNSURE ? undefined : value;
}

function expand(node: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof node === 'string') return node.includes('${') ? scalar(node, env) : node;
  if (Array.isArray(node)) {
    const items = node.map((item) => expand(item, env));
    return items.includes(UNSURE) ? UNSURE : items;
  }
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(node)) {
    const value = expand(item, env);
    if (key.includes('${') || value === UNSURE) return UNSURE;
    out[key] = value;
  }
  return out;
}

/** What YAML reads in place of the reference `text`, as `expandVariables` would expand it. */
function scalar(text: string, env: NodeJS.ProcessEnv): unknown {
  const match = REFERENCE.exec(text);
  if (!match) return UNSURE;
  const set = env[match[1]!];
  const value = set !== undefined && set !== '' ? set : match[2];
  if (value === undefined) return UNSURE;
  if (INTEGER.test(value)) return Number(value);
  if (IPV4.test(value) || (WORD.test(value) && !NOT_STRINGS.test(value))) return value;
  return UNSURE;
}
