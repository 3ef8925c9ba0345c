/** `svc worker add|list|remove`: the workers of a config file. */
import { defineCommand } from 'citty';
import type { SvcMeta } from '../_usage.js';

const meta: SvcMeta = {
  name: 'worker',
  description: 'Add, list and remove the workers of a config file; a running engine follows the changes.',
  examples: [
    'svc worker add svc-state',
    'svc worker add ./workers/scorer',
    'svc worker list',
    'svc worker remove scorer',
  ],
};

export default defineCommand({
  meta,
  subCommands: {
    add: () => import('./worker-add.js').then((m) => m.default),
    list: () => import('./worker-list.js').then((m) => m.default),
    remove: () => import('./worker-remove.js').then((m) => m.default),
  },
});
