/** `svc worker list`: the config's workers, with what the supervisor and the engine say of each. */
import { dirname, resolve } from 'node:path';
import { defineCommand } from 'citty';
import { BUILTIN_ALIASES, readWorkerStatus, stateFiles } from '@svc/engine';
import type { SvcMeta } from '../_usage.js';
import { ConfigFile, configPath, engineUrl } from '../_config-file.js';
import { cliWorker, connectedWorkers, reachable } from '../_engine.js';
import { configArg } from './worker-args.js';

const meta: SvcMeta = {
  name: 'list',
  description: 'List the workers of the config, with their state and log files.',
  examples: ['svc worker list', 'svc worker list --config app/svc.config.yaml'],
};

export default defineCommand({
  meta,
  args: {
    ...configArg,
    json: {
      type: 'boolean',
      default: false,
      description:
        'Print the workers as JSON, for scripts: name, kind, connected, state, path, log, ' +
        'and for a pool replicas and connected_replicas.',
    },
  },
  async run({ args }) {
    const config = configPath(args.config);
    const entries = new ConfigFile(config).entries();
    const url = await engineUrl(undefined, config);
    let connected: string[] | undefined;
    if (await reachable(url)) {
      const worker = cliWorker(url);
      connected = await connectedWorkers(worker);
      await worker.shutdown();
    }
    const rows = [['NAME', 'KIND', 'STATE', 'WHERE']];
    const listed: Record<string, unknown>[] = [];
    for (const entry of entries) {
      const name = entry.path === undefined ? (BUILTIN_ALIASES[entry.name] ?? entry.name) : entry.name;
      const live =
        connected === undefined
          ? 'engine not running'
          : connected.includes(name) || name === 'svc-bridge'
            ? 'connected'
            : 'not connected';
      const isConnected = connected === undefined ? null : live === 'connected';
      if (entry.path === undefined) {
        rows.push([name, 'built-in', live, '']);
        listed.push({ name, kind: 'built-in', connected: isConnected });
        continue;
      }
      const folder = resolve(dirname(config), entry.path);
      const files = stateFiles(folder);
      const state = readWorkerStatus(folder)?.state ?? 'not started yet';
      const wanted = entry.replicas ?? 1;
      const copies = connected?.filter((n) => n === name).length ?? 0;
      const pool = wanted > 1 ? { replicas: wanted, connected_replicas: connected === undefined ? null : copies } : {};
      listed.push({ name, kind: 'path', connected: isConnected, state, path: entry.path, log: files.log, ...pool });
      const shownLive = wanted > 1 && connected !== undefined ? `${live} ${copies}/${wanted}` : live;
      rows.push([
        name,
        'path',
        connected === undefined ? live : `${shownLive} (${state})`,
        `${entry.path}  log: ${files.log}`,
      ]);
    }
    process.stdout.write(
      args.json
        ? `${JSON.stringify({ engine: connected === undefined ? null : url, workers: listed })}\n`
        : table(rows),
    );
    if (connected === undefined)
      process.stderr.write(
        `svc: no engine at ${url}; start it with \`svc --config ${args.config ?? 'svc.config.yaml'}\`\n`,
      );
  },
});

/** `rows` as columns padded to their widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return `${rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}
