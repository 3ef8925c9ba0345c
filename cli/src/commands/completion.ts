/**
 * `svc completion bash|zsh|fish`: a completion script for the shell, generated from the command
 * tree so that it always knows every command and option.
 */
import { type ArgsDef, type CommandDef, defineCommand } from 'citty';
import { optionNames } from '../_run.js';
import type { SvcMeta } from '../_usage.js';

/** A command's path (`worker add`), its subcommands and its options. */
interface Node {
  path: string[];
  subcommands: string[];
  options: string[];
}

const SHELLS = ['bash', 'zsh', 'fish'];

const meta: SvcMeta = {
  name: 'completion',
  description: 'Print a completion script for bash, zsh or fish.',
  examples: [
    'svc completion bash >> ~/.bashrc',
    'svc completion zsh >> ~/.zshrc',
    'svc completion fish > ~/.config/fish/completions/svc.fish',
  ],
};

export default defineCommand({
  meta,
  args: {
    shell: { type: 'positional', required: true, description: `The shell: ${SHELLS.join(', ')}.`, valueHint: 'shell' },
  },
  async run({ args }) {
    if (!SHELLS.includes(args.shell)) {
      process.stderr.write(`svc: no completion for ${JSON.stringify(args.shell)}: choose ${SHELLS.join(', ')}\n`);
      process.exit(2);
    }
    const root = (await import('../_root.js')).main as CommandDef<ArgsDef>;
    const nodes = await walk(root, []);
    const script = args.shell === 'fish' ? fish(nodes) : bash(nodes, args.shell === 'zsh');
    process.stdout.write(script);
  },
});

async function walk(command: CommandDef<ArgsDef>, path: string[]): Promise<Node[]> {
  const value = async <T>(v: unknown): Promise<T> => (typeof v === 'function' ? v() : v) as Promise<T>;
  const defs = ((await value<ArgsDef>(command.args)) ?? {}) as ArgsDef;
  const subs = (await value<Record<string, unknown>>(command.subCommands)) ?? {};
  const names = Object.keys(subs).concat(path.length === 0 ? ['help', 'version'] : []);
  const nodes: Node[] = [{ path, subcommands: names, options: optionNames(defs) }];
  for (const [name, sub] of Object.entries(subs))
    nodes.push(...(await walk(await value<CommandDef<ArgsDef>>(sub), [...path, name])));
  return nodes;
}

/** Bash (and zsh through bashcompinit): the words before the cursor, options left out, name the command. */
function bash(nodes: Node[], zsh: boolean): string {
  const cases = [...nodes]
    .sort((a, b) => b.path.length - a.path.length)
    .map((n) => {
      const words = [...n.subcommands, ...n.options].join(' ');
      const pattern = n.path.length === 0 ? '""' : `"${n.path.join(' ')}"|"${n.path.join(' ')} "*`;
      return `    ${pattern}) words="${words}" ;;`;
    });
  return [
    '# svc completion for bash',
    ...(zsh ? ['autoload -U +X bashcompinit && bashcompinit'] : []),
    '_svc() {',
    '  local cur=${COMP_WORDS[COMP_CWORD]} path="" w words=""',
    '  for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do',
    '    case $w in -*) ;; *) path="${path:+$path }$w" ;; esac',
    '  done',
    '  case "$path" in',
    ...cases,
    '  esac',
    '  COMPREPLY=($(compgen -W "$words" -- "$cur"))',
    '}',
    'complete -o default -F _svc svc',
    '',
  ].join('\n');
}

/** Fish: one `complete` line per subcommand and option, guarded by the words already typed. */
function fish(nodes: Node[]): string {
  const lines = ['# svc completion for fish', 'complete -c svc -f'];
  for (const node of nodes) {
    const guard =
      node.path.length === 0
        ? `not __fish_seen_subcommand_from ${nodes[0]!.subcommands.join(' ')}`
        : node.path.map((p) => `__fish_seen_subcommand_from ${p}`).join('; and ');
    for (const sub of node.subcommands) lines.push(`complete -c svc -n '${guard}' -a ${sub}`);
    for (const option of node.options) lines.push(`complete -c svc -n '${guard}' -l ${option.slice(2)}`);
  }
  return `${lines.join('\n')}\n`;
}
