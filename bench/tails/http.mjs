// Where the slowest 1% of HTTP requests at 1 concurrent spend their time, hop by hop: a client in
// this process sends wrk's POST one at a time over one keep-alive connection, each with an
// `x-bench-id` header, and stamps its send and the answer's last byte; the server (the plain
// node:http echo server, or the engine with the stamped svc-sdk echo worker) runs with
// `--import stamps.mjs`, which stamps the request event and the answer's `res.end`, and the worker
// stamps its handler. All stamps are on the system's monotonic clock, so per request:
//   plain:  client → server, server (request event → answer written), server → client
//   engine: client → engine, engine → worker's handler, handler → engine's answer written,
//           engine → client
// The processes' garbage collections, their big `JSON.parse`/`JSON.stringify` (a telemetry
// batch: the worker's export, the engine's ingestion) and the time each process's main thread
// waited for a core (/proc/<pid>/schedstat) are matched against the slow requests' windows.
// Builds alternate in every round.
//   node bench/tails/http.mjs [rounds=5] [requests=20000] [--sched [--timelines]]
//     [--engine <label>=<path to cli/bin/svc.js>[,<a file of the tree whose svc-sdk the worker runs>]]...
//     [--env <label>=<NAME>=<value>]... [--flags <label>=<node flags>]... [--worker-flags <label>=<node flags>]...
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { envOptions, labelled, median, runDelay, slowest, stamped } from './processes.mjs';
import { now } from './stamps.mjs';

const f = (n) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(n >= 10 ? 1 : 2));
const pct = (n) => `${(n * 100).toFixed(0)}%`;
const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const argv = process.argv.slice(2);
const builds = { plain: undefined, engine: [here('../../cli/bin/svc.js'), undefined] };
for (const [label, paths] of Object.entries(labelled(argv, 'engine'))) builds[label] = paths.split(',');
// `--sched`: `perf sched record` around each measured phase (root, perf installed), to tell what the
// slow requests' threads waited for a core and what ran meanwhile.
const sched = argv.includes('--sched') && argv.splice(argv.indexOf('--sched'), 1);
// `--timelines` (with `--sched`): prints the first slow requests of each run, thread by thread, to stderr.
const timelines = argv.includes('--timelines') && argv.splice(argv.indexOf('--timelines'), 1);
// `--env <label>=<NAME>=<value>`: an environment variable for that build's processes.
const extraEnv = envOptions(argv);
// `--flags <label>=<node flags>` and `--worker-flags <label>=<node flags>`: V8/Node flags
// (space-separated) for that build's engine, and for its worker.
const flagsOf = (name) => Object.fromEntries(Object.entries(labelled(argv, name)).map(([l, f]) => [l, f.split(' ')]));
const extraFlags = flagsOf('flags');
const workerFlags = flagsOf('worker-flags');
const [rounds = 5, count = 20000] = argv.map(Number);
const WARMUP = 2000;
const dir = mkdtempSync(join(tmpdir(), 'svc-tails-'));
const BODY = '{"order":42,"items":["a","b"],"note":"hello"}';

const clientGc = [];
const offset = now() - performance.now();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) clientGc.push([entry.startTime + offset, entry.duration]);
}).observe({ entryTypes: ['gc'] });

/** A client of one keep-alive connection; `send(id)` resolves with the answer's arrival stamp. */
async function client(url) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let done;
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => {
    text += chunk;
    const head = text.indexOf('\r\n\r\n');
    if (head < 0) return;
    const length = /content-length: *(\d+)/i.exec(text.slice(0, head));
    if (!length) throw new Error(`no content-length: ${text.slice(0, head)}`);
    if (text.length < head + 4 + Number(length[1])) return;
    if (!text.startsWith('HTTP/1.1 200')) throw new Error(`answer: ${text}`);
    text = '';
    done(now());
  });
  const path = `${new URL(url).pathname}`;
  return {
    send(id) {
      const request =
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        `x-bench-id: ${id}\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`;
      const answered = new Promise((resolve) => {
        done = resolve;
      });
      const sent = now();
      socket.write(request);
      return answered.then((at) => [sent, at]);
    },
    close: () => socket.destroy(),
  };
}

async function run(label, build) {
  const processes = [];
  let url;
  if (build === undefined) {
    const server = stamped([here('../http/baseline-server.mjs')], join(dir, `${label}.json`), extraEnv[label]);
    processes.push(server);
    url = `${(await server.listening).http}/echo`;
  } else {
    const [cli, tree] = build;
    const engine = stamped(
      [cli, 'start'],
      join(dir, `${label}.json`),
      { ...extraEnv[label], SVC_PORT: '0', SVC_HTTP_PORT: '0', SVC_STREAM_PORT: '0', SVC_LOG_LEVEL: 'warn' },
      extraFlags[label],
    );
    const listeners = await engine.listening;
    const args = [here('./responder.mjs'), listeners.bridge];
    if (tree) args.push(tree);
    const worker = stamped(args, join(dir, `${label}-worker.json`), extraEnv[label], workerFlags[label]);
    processes.push(engine, worker);
    url = `${listeners.http}/echo`;
    for (let i = 0; i < 400; i++) {
      const ok = await fetch(url, { method: 'POST', body: BODY, headers: { 'content-type': 'application/json' } })
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const c = await client(url);
  for (let i = 0; i < WARMUP; i++) await c.send(-1);
  const pids = [...processes.map((p) => p.child.pid), process.pid];
  const delays = pids.map(runDelay);
  const sent = new Float64Array(count);
  const answered = new Float64Array(count);
  const gcFrom = clientGc.length;
  const recording = sched && (await record(join(dir, `${label}.perf`)));
  for (let i = 0; i < count; i++) [sent[i], answered[i]] = await c.send(i);
  const waited = pids.map((pid, i) => (runDelay(pid) - delays[i]) / 1000 / count);
  const switches = recording && (await recording.stop());
  c.close();
  const stamps = [];
  for (const p of processes) stamps.push(await p.stamps());
  for (const p of processes) p.child.kill();
  await Promise.all(
    processes.map((p) => new Promise((r) => (p.child.exitCode !== null ? r() : p.child.once('exit', r)))),
  );
  return analyse({ sent, answered, stamps, waited, clientGc: clientGc.slice(gcFrom), switches, pids });
}

/** Starts `perf sched record` of every CPU; `stop()` ends it and resolves with its switches. */
async function record(file) {
  const perf = spawn('perf', ['sched', 'record', '-k', 'CLOCK_MONOTONIC', '-o', file], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    async stop() {
      perf.kill('SIGINT');
      await new Promise((r) => perf.once('exit', r));
      const text = execFileSync('perf', ['sched', 'timehist', '-i', file], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      rmSync(file, { force: true });
      // time, cpu, task[tid/pid], wait, scheduling delay, run time (ms)
      const pattern = /^\s*([\d.]+)\s+\[(\d+)\]\s+(.+?)\[(\d+)(?:\/(\d+))?\]\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/;
      const rows = [];
      for (const line of text.split('\n')) {
        const m = pattern.exec(line);
        if (m)
          rows.push([Number(m[1]) * 1000, m[3].trim(), Number(m[4]), Number(m[5] ?? m[4]), Number(m[7]), Number(m[8])]);
      }
      return rows;
    },
  };
}

/**
 * From the switches: each of `pids`' main thread's waits for a core and runs ([start, end] ms), and the
 * CPU time (ms) of everything else that ran in `[from, to]`, by process name (svc's own other
 * threads under the process's label).
 */
function coreWaits(switches, pids, labels, from, to) {
  const waits = pids.map(() => []);
  const runs = pids.map(() => []);
  const others = {};
  // One line per switch out: the task ran `run` ms up to `at`, after waiting `delay` ms for a core.
  for (const [at, name, tid, pid, delay, run] of switches) {
    const main = pids.indexOf(tid);
    if (main >= 0) {
      if (delay > 0) waits[main].push([at - run - delay, at - run]);
      runs[main].push([at - run, at]);
    }
    if (at < from || at - run > to || main >= 0) continue;
    const owner = pids.indexOf(pid);
    const key = owner >= 0 ? `${labels[owner]} (other threads)` : name.replace(/[\d:/]+$/, '') || name;
    others[key] = (others[key] ?? 0) + run;
  }
  return { waits, runs, others };
}

/** ms of `intervals` ([start, end], sorted by start) inside `[from, to]`. */
function within(intervals, from, to) {
  let sum = 0;
  for (const [a, b] of intervals) {
    if (a >= to) break;
    if (b > from) sum += Math.min(b, to) - Math.max(a, from);
  }
  return sum;
}

/** Per request: its hops; then the slowest 1% against all, and what overlapped them. */
function analyse({ sent, answered, stamps, waited, clientGc, switches, pids }) {
  const [server, worker] = stamps;
  const atServer = new Map(server.requests.filter((r) => r[0] >= 0).map((r) => [r[0], r]));
  const atWorker = worker && new Map(worker.marks.filter((r) => r[0] >= 0).map((r) => [r[0], r]));
  const rows = [];
  for (let i = 0; i < sent.length; i++) {
    const s = atServer.get(i);
    const w = atWorker?.get(i);
    if (!s || (atWorker && !w)) continue;
    const row = { total: (answered[i] - sent[i]) * 1000, window: [sent[i], answered[i]] };
    row.in = (s[1] - sent[i]) * 1000;
    if (w) {
      row.toWorker = (w[1] - s[1]) * 1000;
      row.back = (s[2] - w[1]) * 1000;
    } else row.server = (s[2] - s[1]) * 1000;
    row.out = (answered[i] - s[2]) * 1000;
    rows.push(row);
  }
  const hops = Object.keys(rows[0]).filter((k) => k !== 'total' && k !== 'window');
  const { totals, p99, slow, hopMedian, blame } = slowest(rows, hops);
  const spans = (list, start, length) => list.map((e) => [e[start], e[start] + e[length]]);
  const events = {
    'server GC': spans(server.gc, 0, 1),
    'worker GC': worker ? spans(worker.gc, 0, 1) : [],
    'client GC': spans(clientGc, 0, 1),
    'server JSON ≥ 8 KB': server.json.map((e) => [e[0], e[1]]),
    'worker JSON ≥ 8 KB': worker ? worker.json.map((e) => [e[0], e[1]]) : [],
  };
  const overlap = {};
  for (const [name, list] of Object.entries(events)) {
    const lengths = list.map((e) => (e[1] - e[0]) * 1000);
    overlap[name] = [share(slow, list), share(rows, list), list.length, median(lengths) ?? 0, Math.max(0, ...lengths)];
  }
  let scheduler;
  if (switches) {
    const labels = pids.length === 3 ? ['engine', 'worker', 'client'] : ['server', 'client'];
    const { waits, runs, others } = coreWaits(switches, pids, labels, sent[0], answered[sent.length - 1]);
    for (const list of [...waits, ...runs]) list.sort((a, b) => a[0] - b[0]);
    const waitOf = (r) => waits.map((list) => within(list, r.window[0], r.window[1]) * 1000);
    const runOf = (r) => runs.map((list) => within(list, r.window[0], r.window[1]) * 1000);
    const total = (r) => waitOf(r).reduce((a, b) => a + b, 0);
    if (timelines) {
      for (const r of slow.slice(0, 6)) {
        const [a, b] = r.window;
        const cut = (list) =>
          list.filter(([x, y]) => y > a && x < b).map(([x, y]) => `${f((x - a) * 1000)}-${f((y - a) * 1000)}`);
        process.stderr.write(`\nslow ${f(r.total)} µs hops ${hops.map((h) => `${h} ${f(r[h])}`).join(' ')}\n`);
        labels.forEach((name, j) => {
          process.stderr.write(`  ${name} ran ${cut(runs[j]).join(' ')} | waited ${cut(waits[j]).join(' ')}\n`);
        });
        for (const [name, list] of Object.entries(events))
          if (cut(list).length) process.stderr.write(`  ${name} ${cut(list).join(' ')}\n`);
        const busy = switches.filter(([at, , tid, , , run]) => at > a && at - run < b && !pids.includes(tid));
        const who = (pid) => (pids.includes(pid) ? labels[pids.indexOf(pid)] : pid);
        process.stderr.write(
          `  others ${busy
            .map(([at, name, , pid, , run]) => `${name}/${who(pid)}@${f((at - run - a) * 1000)}+${f(run * 1000)}`)
            .join(' ')}\n`,
        );
      }
    }
    scheduler = {
      labels,
      // µs the request's processes waited for a core in its window: median of all, of the slowest 1%
      all: median(rows.map(total)),
      slow: median(slow.map(total)),
      slowEach: labels.map((_, j) => median(slow.map((r) => waitOf(r)[j]))),
      // µs each main thread ran in the window: median of all, of the slowest 1%
      ran: labels.map((_, j) => [median(rows.map((r) => runOf(r)[j])), median(slow.map((r) => runOf(r)[j]))]),
      // share of the slowest 1% that waited for a core for more than half their time
      mostlyWaiting: slow.filter((r) => total(r) > r.total / 2).length / slow.length,
      others: Object.entries(others)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => [name, ms]),
    };
  }
  return {
    scheduler,
    p50: totals[totals.length >> 1],
    p99,
    hops: Object.fromEntries(hops.map((h) => [h, [hopMedian[h], median(slow.map((r) => r[h]))]])),
    blame,
    overlap,
    waited,
    gcMs: [server.gc, worker?.gc ?? []].map((list) => list.reduce((sum, e) => sum + e[1], 0)),
  };
}

/** Share of `rows` whose window overlaps an event of `events` ([start, end] in ms, sorted by start). */
function share(rows, events) {
  const sorted = events.slice().sort((a, b) => a[0] - b[0]);
  const starts = sorted.map((e) => e[0]);
  let hit = 0;
  for (const { window } of rows) {
    // Events that start before the window ends and end after it starts.
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < window[1]) lo = mid + 1;
      else hi = mid;
    }
    for (let j = lo - 1; j >= 0 && j >= lo - 64; j--) {
      if (sorted[j][1] > window[0]) {
        hit++;
        break;
      }
    }
  }
  return rows.length ? hit / rows.length : 0;
}

const results = Object.fromEntries(Object.keys(builds).map((label) => [label, []]));
for (let round = 0; round < rounds; round++) {
  const order = Object.entries(builds);
  for (const [label, build] of round % 2 ? order.reverse() : order) results[label].push(await run(label, build));
  process.stderr.write(`round ${round + 1}/${rounds} done\n`);
}
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(results));

console.log(`\n${count} requests a round at 1 concurrent, ${rounds} rounds; medians over rounds (µs)\n`);
console.log(
  '| build | p50 | p99 | p99 / plain (median of rounds) | run-queue wait µs a request: server, worker, client |',
);
console.log('|---|---:|---:|---:|---|');
for (const [label, rows] of Object.entries(results)) {
  const ratio = median(rows.map((r, i) => r.p99 / results.plain[i].p99));
  const waits = rows[0].waited.map((_, j) => f(median(rows.map((r) => r.waited[j]))));
  console.log(
    `| ${label} | ${f(median(rows.map((r) => r.p50)))} | ${f(median(rows.map((r) => r.p99)))} | ` +
      `${ratio.toFixed(2)} | ${waits.join(', ')} |`,
  );
}
console.log(
  '\nHops: median of all requests → median of the slowest 1%; ' +
    'share of the slowest 1% whose largest excess is that hop\n',
);
for (const [label, rows] of Object.entries(results)) {
  const hops = Object.keys(rows[0].hops);
  const cells = hops.map((h) => {
    const all = median(rows.map((r) => r.hops[h][0]));
    const slow = median(rows.map((r) => r.hops[h][1]));
    return `${h} ${f(all)} → ${f(slow)} (${pct(median(rows.map((r) => r.blame[h])))})`;
  });
  console.log(`- ${label}: ${cells.join('; ')}`);
}
console.log(
  '\nOverlaps: share of the slowest 1% whose window overlaps an event, against the share of all requests ' +
    '(events a round, their median / longest length)\n',
);
for (const [label, rows] of Object.entries(results)) {
  const cells = Object.keys(rows[0].overlap)
    .filter((name) => rows.some((r) => r.overlap[name][2] > 0))
    .map((name) => {
      const [slow, all, n, typical, longest] = [0, 1, 2, 3, 4].map((k) => median(rows.map((r) => r.overlap[name][k])));
      return `${name} ${pct(slow)} vs ${pct(all)} (${f(n)}, ${f(typical)} / ${f(longest)} µs)`;
    });
  const gc = rows[0].gcMs.map((_, j) => f(median(rows.map((r) => r.gcMs[j]))));
  console.log(`- ${label}: ${cells.join('; ')}; GC ms a round: server ${gc[0]}, worker ${gc[1]}`);
}

if (sched) {
  console.log(
    "\nWaits for a core (perf sched): µs the request's processes were runnable but not running in its window\n",
  );
  for (const [label, rows] of Object.entries(results)) {
    const [first] = rows;
    const each = first.scheduler.labels.map(
      (name, j) => `${name} ${f(median(rows.map((r) => r.scheduler.slowEach[j])))}`,
    );
    const others = first.scheduler.others.map(([name, ms]) => `${name} ${f(ms)} ms`).join(', ');
    console.log(
      `- ${label}: all ${f(median(rows.map((r) => r.scheduler.all)))} → slowest 1% ` +
        `${f(median(rows.map((r) => r.scheduler.slow)))} (${each.join(', ')}); ` +
        `${pct(median(rows.map((r) => r.scheduler.mostlyWaiting)))} of the slowest 1% waited ` +
        'more than half their time. ' +
        `Main threads ran (all → slowest 1%): ${first.scheduler.labels
          .map(
            (name, j) =>
              `${name} ${f(median(rows.map((r) => r.scheduler.ran[j][0])))} → ` +
              `${f(median(rows.map((r) => r.scheduler.ran[j][1])))}`,
          )
          .join(', ')}. ` +
        `Ran meanwhile (first round, CPU ms): ${others}`,
    );
  }
}
