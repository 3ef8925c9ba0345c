import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

// Lists the @opentelemetry modules a fresh process has loaded after running `code` (ESM).
function openTelemetryModulesAfter(code: string): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = [];
    registerHooks({
      resolve(specifier, context, next) {
        const found = next(specifier, context);
        seen.push(found.url);
        return found;
      },
    });
    ${code}
    console.log(JSON.stringify([...new Set(seen.filter((url) => url.includes('/@opentelemetry/')))]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
}

describe('OpenTelemetry is loaded on demand', () => {
  it('importing svc-sdk loads none of it', () => {
    expect(openTelemetryModulesAfter(`await import('svc-sdk');`)).toEqual([]);
  });

  it('the first worker with telemetry on loads it; with OTEL_ENABLED=false none is loaded', () => {
    const start = (env: string) => `
      process.env.OTEL_ENABLED = '${env}';
      const { registerWorker, silentLogger } = await import('svc-sdk');
      const worker = registerWorker('ws://127.0.0.1:9', { logger: silentLogger });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await worker.shutdown();
    `;
    expect(openTelemetryModulesAfter(start('true')).length).toBeGreaterThan(0);
    expect(openTelemetryModulesAfter(start('false'))).toEqual([]);
  });
});
