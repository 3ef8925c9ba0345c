// The measurements the benchmarks here share, so each figure means the same.
import { readFileSync } from 'node:fs';

/** Latency of `call()` made one at a time: `count` samples after `warmup` calls, in µs. */
export async function latency(call, count, warmup = 2000) {
  for (let i = 0; i < warmup; i++) await call();
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    await call();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50_us: samples[Math.floor(count * 0.5)], p99_us: samples[Math.floor(count * 0.99)] };
}

/**
 * Calls of `call()` completed per second with `inFlight` callers, over `ms` after a warm-up.
 * `mark(phase)` is called as the measured span starts and ends, for a server's CPU time.
 */
export async function throughput(call, inFlight, ms, warmupMs = 500, mark = () => {}) {
  let completed = 0;
  let running = true;
  const lane = async () => {
    while (running) {
      await call();
      completed++;
    }
  };
  const lanes = Array.from({ length: inFlight }, lane);
  await new Promise((r) => setTimeout(r, warmupMs));
  const start = completed;
  const started = performance.now();
  mark('start');
  await new Promise((r) => setTimeout(r, ms));
  mark('end');
  const rate = ((completed - start) * 1000) / (performance.now() - started);
  running = false;
  await Promise.all(lanes);
  return Math.round(rate);
}

/** CPU time (user + system) process `pid` has used, in ms, from /proc (Linux; 10 ms ticks). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of proc_pid_stat(5).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
