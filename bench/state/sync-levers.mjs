// Ways to make one appended record durable, on the disk of TMPDIR, one at a time: the same bytes
// (one state record, or a group of 100 in one write) through each way, rounds alternating, p50.
//   node bench/state/sync-levers.mjs [rounds=5] [calls-per-round=1000]
//
// - `write+datasync (promises)`: `FileHandle.write` then `FileHandle.datasync` (the raw baseline of
//   durable.mjs): two thread-pool hops, each settled through a promise.
// - `appendFile+datasync (promises)`: what the record log did before: `FileHandle.appendFile`.
// - `write+fdatasync (callbacks)`: `fs.write` whose callback issues `fs.fdatasync` at once.
// - `O_DSYNC write (promises)` / `O_DSYNC write (callback)`: the file opened with `O_DSYNC`, so the
//   write returns once the data is durable: one hop.
// - `preallocated write+datasync` / `preallocated O_DSYNC write`: the record written at a position
//   inside a file already zero-filled and synced (as the record log's free space), so a sync has
//   no new size to commit: the write after the last one, never past the file's end.
import { constants, fdatasync, mkdtempSync, rmSync, write } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latency } from '../measure.mjs';

const [rounds = 5, calls = 1000] = process.argv.slice(2).map(Number);
const dir = mkdtempSync(join(tmpdir(), 'svc-bench-sync-'));
const VALUE = {
  status: 'active',
  counter: 42,
  metadata: { region: 'eu-west', tags: ['a', 'b'], updated_at: 1700000000000 },
};
const one = Buffer.from(`${JSON.stringify({ scope: 'bench', key: 'k1', value: VALUE })}\n`);
const hundred = Buffer.concat(Array.from({ length: 100 }, () => one));

const APPEND = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND;
/** A file of `bytes` zeroes, synced, opened with `flags` (no O_APPEND). */
async function preallocated(name, bytes, flags) {
  const handle = await open(join(dir, name), constants.O_WRONLY | constants.O_CREAT | flags);
  const zeroes = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < bytes; at += zeroes.length) await handle.write(zeroes, 0, zeroes.length, at);
  await handle.datasync();
  return handle;
}
// Room for every write of the run: rounds × calls per way, 100 records at most each.
const room = Math.ceil((rounds * calls * (hundred.length + one.length)) / (1024 * 1024)) * 1024 * 1024;
const handles = {
  plain: await open(join(dir, 'plain.log'), APPEND),
  dsync: await open(join(dir, 'dsync.log'), APPEND | constants.O_DSYNC),
  prePlain: await preallocated('pre-plain.log', room, 0),
  preDsync: await preallocated('pre-dsync.log', room, constants.O_DSYNC),
};
const at = { prePlain: 0, preDsync: 0 };
/** Writes `record` at the next position of the preallocated file `name`. */
function writeAt(name, record) {
  const position = at[name];
  at[name] += record.length;
  return handles[name].write(record, 0, record.length, position);
}
const cb = (fd, record, sync) =>
  new Promise((resolve, reject) =>
    write(fd, record, 0, record.length, null, (error) => {
      if (error) reject(error);
      else if (!sync) resolve();
      else fdatasync(fd, (e) => (e ? reject(e) : resolve()));
    }),
  );
const ways = (record) => ({
  'write+datasync (promises)': async () => {
    await handles.plain.write(record);
    await handles.plain.datasync();
  },
  'appendFile+datasync (promises)': async () => {
    await handles.plain.appendFile(record);
    await handles.plain.datasync();
  },
  'write+fdatasync (callbacks)': () => cb(handles.plain.fd, record, true),
  'O_DSYNC write (promises)': async () => {
    await handles.dsync.write(record);
  },
  'O_DSYNC write (callback)': () => cb(handles.dsync.fd, record, false),
  'preallocated write+datasync': async () => {
    await writeAt('prePlain', record);
    await handles.prePlain.datasync();
  },
  'preallocated O_DSYNC write': async () => {
    await writeAt('preDsync', record);
  },
});

const results = {};
for (const [size, record] of [
  ['1 record', one],
  ['100 records', hundred],
]) {
  const table = ways(record);
  const names = Object.keys(table);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const key = `${name}, ${size}`;
      (results[key] ??= []).push((await latency(table[name], calls, 100)).p50_us);
    }
  }
}
for (const handle of Object.values(handles)) await handle.close();
rmSync(dir, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
console.log(JSON.stringify({ rounds, calls, p50_us: results }));
console.log('| way | p50 µs |');
console.log('|---|---:|');
for (const [key, values] of Object.entries(results)) console.log(`| ${key} | ${median(values).toFixed(0)} |`);
