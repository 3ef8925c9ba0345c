/**
 * `--help` for every command: citty's usage, then the command's examples (`meta.examples`).
 */
import { renderUsage, type ArgsDef, type CommandDef } from 'citty';
import { stripColor, useColor } from './_color.js';

/** Metadata of an svc command: citty's, with examples shown under `--help`. */
export interface SvcMeta {
  name: string;
  description: string;
  version?: string;
  /** Lines of `EXAMPLES`: a command, optionally followed by `  # what it does`. */
  examples?: string[];
}

/** Prints the usage of `command` with its examples, coloured only where colour is wanted. */
export async function showUsage<T extends ArgsDef = ArgsDef>(
  command: CommandDef<T>,
  parent?: CommandDef<T>,
): Promise<void> {
  // citty names a command after its direct parent only (`worker add`): put `svc` in front.
  const parentMeta =
    parent && ((await (typeof parent.meta === 'function' ? parent.meta() : parent.meta)) as SvcMeta | undefined);
  const named =
    parentMeta && parentMeta.name !== 'svc'
      ? { ...parent, meta: { ...parentMeta, name: `svc ${parentMeta.name}` } }
      : parent;
  const usage = await renderUsage(command as never, named as never);
  const meta = (await (typeof command.meta === 'function' ? command.meta() : command.meta)) as SvcMeta | undefined;
  const examples = meta?.examples ?? [];
  const tail = examples.length > 0 ? `\n\nEXAMPLES\n\n${examples.map((line) => `  ${line}`).join('\n')}` : '';
  const text = `${usage}${tail}\n\n`;
  process.stdout.write(useColor(process.stdout) ? text : stripColor(text));
}
