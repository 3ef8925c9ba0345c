#!/usr/bin/env node
// Launcher for `svc-console`: the compiled server lives in dist/server (built by `tsc -b`).
await import('../dist/server/cli.js');
