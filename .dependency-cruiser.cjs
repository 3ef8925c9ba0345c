/**
 * The engine's layering, checked by `make test` (`depcruise engine/src`): a module reaches the
 * engine only through its host (`modules/host.ts`), the transport knows nothing of modules, and
 * the storage modules share (`storage/`) knows nothing of any of them.
 */
module.exports = {
  forbidden: [
    {
      name: 'modules-use-the-host',
      comment:
        'A built-in module talks to the engine through its ModuleHost (engine/src/modules/host.ts), ' +
        'never the router, the registry or the bridge, so it can be tested with a fake host and moved out of process.',
      severity: 'error',
      from: { path: '^engine/src/modules/' },
      to: { path: ['^engine/src/core/router[.]ts$', '^engine/src/core/registry[.]ts$', '^engine/src/bridge/'] },
    },
    {
      name: 'bridge-knows-no-modules',
      comment: 'The bridge is the transport: it hands frames to the router and knows nothing of the modules.',
      severity: 'error',
      from: { path: '^engine/src/bridge/' },
      to: { path: '^engine/src/modules/' },
    },
    {
      name: 'core-is-sans-io',
      comment: 'The protocol core holds no sockets: it never imports the transport.',
      severity: 'error',
      from: { path: '^engine/src/core/' },
      to: { path: '^engine/src/bridge/' },
    },
    {
      name: 'storage-knows-no-modules',
      comment:
        'engine/src/storage/ is the durable log and Redis machinery every module reuses: ' +
        'it knows no module, and neither the router nor the transport.',
      severity: 'error',
      from: { path: '^engine/src/storage/' },
      to: { path: ['^engine/src/modules/', '^engine/src/core/router[.]ts$', '^engine/src/bridge/'] },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make start-up order and reading order unclear.',
      severity: 'error',
      from: { path: '^engine/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'engine/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
