/**
 * The fenced code blocks of the READMEs, for the test that runs them. A block that cannot run
 * alone carries `<!-- not run: reason -->` on the line before its fence.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The READMEs whose examples must run. */
export const READMES = [
  'README.md',
  'sdk-ts/README.md',
  'sdk-py/README.md',
  'cli/README.md',
  'engine/README.md',
  'engine/src/modules/http/README.md',
  'engine/src/modules/state/README.md',
  'engine/src/modules/events/README.md',
  'engine/src/modules/cron/README.md',
  'engine/src/modules/queue/README.md',
  'engine/src/modules/channels/README.md',
  'engine/src/modules/http-functions/README.md',
];

/** How a block is checked: run as TypeScript or Python, its `svc` lines run, or validated as config. */
export type BlockKind = 'ts' | 'python' | 'svc' | 'yaml';

/** One fenced block the test checks or skips. */
export interface Block {
  /** README path relative to the repository root. */
  file: string;
  /** Line of the opening fence, 1-based. */
  line: number;
  kind: BlockKind;
  code: string;
  /** The reason of a `<!-- not run: … -->` marker; the block is skipped. */
  notRun?: string;
}

const KINDS: Record<string, BlockKind> = { ts: 'ts', typescript: 'ts', python: 'python', yaml: 'yaml' };
const MARKER = /^<!--\s*not run:\s*(.+?)\s*-->$/;

/** The blocks of one README that are in scope: TypeScript, Python, YAML, and shell blocks with `svc` lines. */
export function blocksOf(file: string): Block[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const found: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!fence) continue;
    const end = lines.findIndex((text, j) => j > i && text.startsWith('```'));
    if (end < 0) throw new Error(`${file}:${i + 1}: unclosed code block`);
    const code = lines.slice(i + 1, end).join('\n');
    const lang = fence[1]!.toLowerCase();
    const isShell = lang === 'sh' || lang === 'bash' || lang === 'shell';
    const kind = KINDS[lang] ?? (isShell && /^svc\b/m.test(code) ? 'svc' : undefined);
    if (kind) {
      const previous =
        lines
          .slice(0, i)
          .reverse()
          .find((text) => text.trim() !== '') ?? '';
      const notRun = MARKER.exec(previous.trim())?.[1];
      found.push({ file: relative(ROOT, join(ROOT, file)), line: i + 1, kind, code, ...(notRun ? { notRun } : {}) });
    }
    i = end;
  }
  return found;
}
