// The request the HTTP benchmarks send: wrk's Lua script for a keep-alive `POST` of a 45-byte JSON body.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes the script to a temporary folder; returns its path (for `wrk -s`). */
export function postScript() {
  const script = join(mkdtempSync(join(tmpdir(), 'svc-bench-')), 'post.lua');
  writeFileSync(
    script,
    'wrk.method = "POST"\n' +
      `wrk.body = '{"order":42,"items":["a","b"],"note":"hello"}'\n` +
      'wrk.headers["Content-Type"] = "application/json"\n',
  );
  return script;
}
