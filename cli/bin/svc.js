#!/usr/bin/env node
// Launcher for the `svc` command: the compiled CLI lives in dist/ (built by `tsc -b`).
import '../dist/main.js';
