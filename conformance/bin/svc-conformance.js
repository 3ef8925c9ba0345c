#!/usr/bin/env node
// Launcher for `svc-conformance`: the compiled checker lives in dist/ (built by `tsc -b`).
import '../dist/cli.js';
