// Stamps for the tail benchmarks, loaded into a process with `node --import <this file>`: what the
// process was doing, on the system's monotonic clock (ms since boot, the clock of
// `process.hrtime`, so stamps of different processes compare), kept in preallocated typed arrays
// (no garbage per stamp) and written as JSON to `$SVC_STAMPS` on SIGUSR2.
//
// - `http`: a node:http server's requests that carry an `x-bench-id` header: when the request
//   event fired, when `res.end` returned (the answer handed to the kernel).
// - `gc`: every garbage collection: start, duration, kind (perf_hooks).
// - `json`: every `JSON.parse` of a text, and `JSON.stringify` giving one, of 8 KB or more (a
//   telemetry batch): start, end, length, 1 for parse or 2 for stringify.
// - `write`: every `FileHandle.write` (kind 1), `FileHandle.datasync` (2) and `fs.writeSync` (3):
//   start, end, bytes, kind, position (-1 for none): the record log's batches, its free-space
//   fills, its manifest.
// - `marks`: what the process marks itself with `mark()` (the worker's handler: id, entry, return).
// - `loop`: with `SVC_STAMPS_LOOP=1`, the event loop's delay (p50, p99, max, µs; `monitorEventLoopDelay`).
import fs, { writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';

const file = process.env.SVC_STAMPS;
// performance.now() is the same clock from the process's start; its offset is taken from the
// closest of a few reads of both (a first read of either may take tens of µs).
let offset = 0;
for (let i = 0, best = Infinity; i < 200; i++) {
  const before = performance.now();
  const at = Number(process.hrtime.bigint()) / 1e6;
  const after = performance.now();
  if (after - before < best) {
    best = after - before;
    offset = at - (before + after) / 2;
  }
}
const now = () => performance.now() + offset;

/** A table of `width` (3 to 5) numbers a row, `rows` rows at most (the oldest kept when it is full). */
function table(width, rows = 1 << 20) {
  const data = new Float64Array(width * rows);
  let length = 0;
  return {
    add(a, b, c, d, e) {
      if (length >= rows) return;
      const at = length++ * width;
      data[at] = a;
      data[at + 1] = b;
      data[at + 2] = c;
      if (width > 3) data[at + 3] = d;
      if (width > 4) data[at + 4] = e;
    },
    rows: () => Array.from({ length }, (_, i) => Array.from(data.subarray(i * width, (i + 1) * width))),
  };
}

const requests = table(3);
const gcs = table(3, 1 << 16);
const jsons = table(4, 1 << 16);
const writes = table(5, 1 << 18);
const marks = table(3);

/** A mark of the process's own code (the worker's handler): request `id`, from `start` to now. */
export function mark(id, start) {
  marks.add(id, start, now());
}
export { now };
// A 1 ms timer of its own: only when asked for (`SVC_STAMPS_LOOP=1`), as it wakes the process.
const loop = process.env.SVC_STAMPS_LOOP === '1' ? monitorEventLoopDelay({ resolution: 1 }) : undefined;
loop?.enable();

const emit = http.Server.prototype.emit;
const ID = Symbol('bench id');
const end = http.ServerResponse.prototype.end;
const RECEIVED = Symbol('received');
http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event === 'request') {
    const id = req.headers['x-bench-id'];
    if (id !== undefined) {
      res[ID] = Number(id);
      res[RECEIVED] = now();
    }
  }
  return emit.call(this, event, req, res, ...rest);
};
http.ServerResponse.prototype.end = function (...args) {
  const result = end.apply(this, args);
  if (this[ID] !== undefined) requests.add(this[ID], this[RECEIVED], now());
  return result;
};

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcs.add(entry.startTime + offset, entry.duration, entry.detail?.kind ?? 0);
}).observe({ entryTypes: ['gc'] });

const BIG = 8192;
const parse = JSON.parse;
const stringify = JSON.stringify;
JSON.parse = function (text, reviver) {
  if (typeof text !== 'string' || text.length < BIG) return parse.call(this, text, reviver);
  const start = now();
  const value = parse.call(this, text, reviver);
  jsons.add(start, now(), text.length, 1);
  return value;
};
JSON.stringify = function (value, replacer, space) {
  const start = now();
  const text = stringify.call(this, value, replacer, space);
  if (typeof text === 'string' && text.length >= BIG) jsons.add(start, now(), text.length, 2);
  return text;
};

// FileHandle's prototype, from a handle of this file.
const probe = await open(new URL(import.meta.url), 'r');
const FileHandle = Object.getPrototypeOf(probe);
await probe.close();
const write = FileHandle.write;
const datasync = FileHandle.datasync;
FileHandle.write = async function (...args) {
  const start = now();
  const result = await write.apply(this, args);
  writes.add(start, now(), result.bytesWritten, 1, typeof args[3] === 'number' ? args[3] : -1);
  return result;
};
FileHandle.datasync = async function () {
  const start = now();
  await datasync.call(this);
  writes.add(start, now(), 0, 2, -1);
};
const writeSync = fs.writeSync;
// A diagnostic, not a lever: `SVC_STAMPS_SKIP_WRITESYNC=<bytes>` skips every `writeSync` of that
// many bytes (the record log's 96-byte manifest), to see what its write costs the writes after it.
const skip = Number(process.env.SVC_STAMPS_SKIP_WRITESYNC ?? -1);
fs.writeSync = function (...args) {
  if (args[3] === skip) return skip;
  const start = now();
  const written = writeSync.apply(this, args);
  writes.add(start, now(), written, 3, -1);
  return written;
};
// ES imports of `writeSync` (`import { writeSync } from 'node:fs'`) see the stamped one too.
syncBuiltinESMExports();

process.on('SIGUSR2', () => {
  const us = (ns) => Math.round(ns / 1000);
  writeFileSync(
    file,
    stringify({
      requests: requests.rows(),
      gc: gcs.rows(),
      json: jsons.rows(),
      write: writes.rows(),
      marks: marks.rows(),
      loop: loop && { p50: us(loop.percentile(50)), p99: us(loop.percentile(99)), max: us(loop.max) },
    }),
  );
});
