#!/usr/bin/env node
// Launcher for the `svc` command: the compiled CLI lives in dist/ (built by `tsc -b`). The `node`
// on PATH may be older than svc needs (Debian's is 20); then svc runs itself again on the Node 24
// that its `node` dependency installed, so that the engine and its TypeScript workers share it.
// This file must parse and run on old Node versions too.
//
// Node's built-ins are taken without ES imports on the way to the engine: linking an ES import of
// `node:fs` reads every export of it, `fs.promises` too, which loads fifteen modules that an
// engine on in-memory stores never uses (with the bundle's own, ~0.7 MB of resident memory).

const MINIMUM = [22, 18];
const [major, minor] = process.versions.node.split('.').map(Number);

if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])) {
  // Compiled code of svc's modules is cached on disk (in the OS temp folder) and reused by the next
  // start: about 15 ms of a 125 ms start-up is compiling them.
  process.getBuiltinModule('node:module').enableCompileCache?.();
  await import(freshBundle() ? '../dist/main.bundle.js' : '../dist/main.js');
} else {
  const { spawn } = await import('node:child_process');
  const { createRequire } = await import('node:module');
  const { dirname, join } = await import('node:path');
  let pinned;
  try {
    pinned = join(dirname(createRequire(import.meta.url).resolve('node/package.json')), 'bin/node');
  } catch {
    process.stderr.write(
      `svc: needs Node ${MINIMUM.join('.')} or later and this is ${process.version}: ` +
        'install Node 24, or reinstall svc with npm so that its own Node 24 comes with it\n',
    );
    process.exit(1);
  }
  const child = spawn(pinned, process.argv.slice(1), { stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child.once('error', (error) => {
    process.stderr.write(`svc: cannot run ${pinned}: ${error.message}\n`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
}

/**
 * Whether `make build`'s bundled start file (cli/rolldown.config.mjs) is there and newer than every
 * build of the code it holds: after a `tsc -b` that changed any of it, svc runs the modules as
 * compiled instead. An installed svc has no build info and runs the bundle.
 */
function freshBundle() {
  const { statSync } = process.getBuiltinModule('node:fs');
  const mtime = (path) => {
    try {
      return statSync(new URL(path, import.meta.url)).mtimeMs;
    } catch {
      return undefined;
    }
  };
  const bundle = mtime('../dist/main.bundle.js');
  if (bundle === undefined) return false;
  const builds = [
    '../tsconfig.tsbuildinfo',
    '../../engine/tsconfig.tsbuildinfo',
    '../../generated/tsconfig.tsbuildinfo',
  ];
  return builds.every((path) => (mtime(path) ?? 0) <= bundle);
}
