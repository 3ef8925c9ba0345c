/**
 * Running the command line: checks every command and option against the command tree before
 * anything runs, so a typo ends at once with one line and a suggestion (exit 2) instead of being
 * ignored; `svc help [command]`, `svc version` and `--help` anywhere; errors as one line, never a
 * stack trace.
 */
import { readFileSync } from 'node:fs';
import { type ArgDef, type ArgsDef, type CommandDef, runCommand } from 'citty';
import { stripColor } from './_color.js';
import { didYouMean } from './_suggest.js';
import { showUsage } from './_usage.js';

type Command = CommandDef<ArgsDef>;
type Lazy<T> = T | Promise<T> | (() => T | Promise<T>);

const resolve = async <T>(value: Lazy<T>): Promise<T> =>
  typeof value === 'function' ? (value as () => T | Promise<T>)() : value;

/** Exit status of a command line that is wrong (unknown command or option, missing argument). */
export const USAGE_EXIT = 2;

/** Words `svc` takes besides its subcommands. */
const ROOT_WORDS = ['help', 'version'];

/** A command line that does not fit the command tree. */
class UsageError extends Error {}

/** The command named by the words of a command line, with its parent and full name. */
interface Resolved {
  command: Command;
  parent?: Command;
  name: string;
}

/** The version of this package. */
export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** Runs `root` on `rawArgs`; exits 2 on a wrong command line and 1 on a failure. */
export async function run(root: Command, rawArgs: string[]): Promise<void> {
  let name = 'svc';
  try {
    if (rawArgs[0] === 'version' || (rawArgs.length === 1 && ['--version', '-v'].includes(rawArgs[0]!))) {
      process.stdout.write(`${version()}\n`);
      return;
    }
    if (rawArgs[0] === 'help') {
      const target = await resolveWords(root, rawArgs.slice(1));
      await showUsage(target.command, target.parent);
      return;
    }
    const target = await check(root, rawArgs, { command: root, name });
    name = target.name;
    if (rawArgs.includes('--help') || rawArgs.includes('-h')) {
      await showUsage(target.command, target.parent);
      return;
    }
    await runCommand(root, { rawArgs });
  } catch (error) {
    if (error instanceof UsageError || (error as Error).name === 'CLIError') {
      const text = stripColor((error as Error).message);
      const line = error instanceof UsageError ? text : `${lowerFirst(text)} (see \`${name} --help\`)`;
      process.stderr.write(`svc: ${line}\n`);
      process.exit(USAGE_EXIT);
    }
    process.stderr.write(`svc: ${(error as Error).message ?? String(error)}\n`);
    process.exit(1);
  }
}

/** The command `help` is asked about: only subcommand names, each one checked. */
async function resolveWords(root: Command, words: string[]): Promise<Resolved> {
  let at: Resolved = { command: root, name: 'svc' };
  for (const word of words) {
    const subs = (await resolve(at.command.subCommands as Lazy<Record<string, Lazy<Command>>>)) ?? {};
    if (!(word in subs)) throw unknownCommand(word, at.name, Object.keys(subs));
    at = { command: await resolve(subs[word]!), parent: at.command, name: `${at.name} ${word}` };
  }
  return at;
}

/** Checks `args` against `at.command` and its subcommands; returns the command they name. */
async function check(root: Command, args: string[], at: Resolved): Promise<Resolved> {
  const defs = ((await resolve(at.command.args as Lazy<ArgsDef>)) ?? {}) as ArgsDef;
  const subs = (await resolve(at.command.subCommands as Lazy<Record<string, Lazy<Command>>>)) ?? {};
  const positionals = Object.values(defs).filter((d) => d.type === 'positional').length;
  let seen = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') break;
    if (arg.startsWith('-') && arg !== '-') {
      const flag = arg.split('=')[0]!;
      if (flag === '--help' || flag === '-h') continue;
      const def = findOption(defs, flag);
      if (!def) throw new UsageError(`unknown option "${flag}" for "${at.name}"${didYouMean(flag, optionNames(defs))}`);
      if ((def.type === 'string' || def.type === 'enum') && !arg.includes('=')) i++;
      continue;
    }
    if (arg in subs) {
      const command = await resolve(subs[arg]!);
      return check(root, args.slice(i + 1), { command, parent: at.command, name: `${at.name} ${arg}` });
    }
    if (Object.keys(subs).length > 0 && seen >= positionals)
      throw unknownCommand(arg, at.name, [...Object.keys(subs), ...(at.command === root ? ROOT_WORDS : [])]);
    if (++seen > positionals) throw new UsageError(`unexpected argument "${arg}" for "${at.name}"`);
  }
  return at;
}

function unknownCommand(word: string, name: string, candidates: string[]): UsageError {
  const of = name === 'svc' ? '' : ` for "${name}"`;
  return new UsageError(`unknown command "${word}"${of}${didYouMean(word, candidates)}`);
}

/** The definition `flag` (`--name`, `--no-name`, `-a`) stands for. */
function findOption(defs: ArgsDef, flag: string): ArgDef | undefined {
  const bare = flag.replace(/^--?/, '');
  for (const [key, def] of Object.entries(defs)) {
    if (def.type === 'positional') continue;
    const aliases = [(def as { alias?: string | string[] }).alias ?? []].flat();
    if (bare === key || bare === camel(key) || aliases.includes(bare)) return def;
    if (def.type === 'boolean' && (bare === `no-${key}` || bare === `no${camel(`-${key}`)}`)) return def;
  }
  return undefined;
}

/** Every `--option` of `defs`, for suggestions and completion. */
export function optionNames(defs: ArgsDef): string[] {
  return Object.entries(defs)
    .filter(([, def]) => def.type !== 'positional')
    .map(([key]) => `--${key}`)
    .concat('--help');
}

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
