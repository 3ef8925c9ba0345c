/**
 * The engine's layering rule (`.dependency-cruiser.cjs`), run by the real dependency-cruiser:
 * the tree keeps it, and a module that imports the router is caught.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

function cruise(cwd: string): { status: number | null; output: string } {
  const run = spawnSync(DEPCRUISE, ['engine/src', '--config', join(ROOT, '.dependency-cruiser.cjs')], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the engine layering rule', () => {
  it('holds for the engine as it is', { timeout: 60_000 }, () => {
    const { status, output } = cruise(ROOT);
    expect(output).toMatch(/no dependency violations/);
    expect(status).toBe(0);
  });

  it('fails the build when a module imports the router or the bridge', { timeout: 60_000 }, () => {
    const copy = mkdtempSync(join(tmpdir(), 'svc-layering-'));
    cpSync(join(ROOT, 'engine/src'), join(copy, 'engine/src'), { recursive: true });
    cpSync(join(ROOT, 'engine/tsconfig.json'), join(copy, 'engine/tsconfig.json'));
    cpSync(join(ROOT, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
    mkdirSync(join(copy, 'engine/src/modules/rogue'));
    writeFileSync(
      join(copy, 'engine/src/modules/rogue/index.ts'),
      "import type { Router } from '../../core/router.js';\nimport { startBridge } from '../../bridge/server.js';\n" +
        'export const reach = (router: Router) => [router, startBridge];\n',
    );
    const { status, output } = cruise(copy);
    expect(output).toContain('modules-use-the-host: engine/src/modules/rogue/index.ts → engine/src/core/router.ts');
    expect(output).toContain('modules-use-the-host: engine/src/modules/rogue/index.ts → engine/src/bridge/server.ts');
    expect(status).not.toBe(0);
  });
});
