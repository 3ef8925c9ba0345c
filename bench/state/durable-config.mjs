// The engine config of the durable-state benchmarks: svc-bridge on a free port and svc-state on
// `file_based` with `durability: fsync` in `folder/state`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `folder/svc.config.yaml`; returns its path. */
export function writeDurableConfig(folder) {
  const config = join(folder, 'svc.config.yaml');
  const state = JSON.stringify(join(folder, 'state'));
  writeFileSync(
    config,
    [
      'workers:',
      '  - name: svc-bridge',
      '    config: { host: 127.0.0.1, port: 0 }',
      '  - name: svc-state',
      `    config: { adapter: { name: file_based, path: ${state}, durability: fsync } }`,
      '',
    ].join('\n'),
  );
  return config;
}
