/**
 * What the svc-events and svc-cron tests share: a protocol-level worker that registers functions
 * and triggers with ids of its choosing (two engines must see one cron job id), records every
 * invocation it is sent with when it arrived, and answers it (after a delay, when asked).
 */
import { type EngineProcess, RawClient, rawClient, startEngineProcess, writeConfig } from '../process.js';
import { type RedisServer, startRedis } from '../state/harness.js';

/** An invocation the worker was sent. */
export interface Received {
  functionId: string;
  data: Record<string, unknown>;
  at: number;
}

/** A raw worker that serves the functions it registers. */
export class TestWorker extends RawClient {
  readonly received: Received[] = [];
  /** How many invocations run now, and the most that ran at once, by function. */
  readonly running = new Map<string, { now: number; most: number }>();
  private readonly handlers = new Map<string, (data: unknown) => unknown>();

  constructor(url: string) {
    super(url);
    this.ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
      if (frame.type === 'invokefunction') void this.serve(frame);
    });
  }

  /** Registers `id`; its handler answers after `delayMs`, or throws when it returns an Error. */
  fn(id: string, options: { delayMs?: number; answer?: (data: unknown) => unknown } = {}): this {
    this.handlers.set(id, async (data) => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      return options.answer ? options.answer(data) : { ok: true };
    });
    this.send({ type: 'registerfunction', id });
    return this;
  }

  /** Binds a trigger with the given id. */
  bind(id: string, triggerType: string, functionId: string, config: unknown): this {
    this.send({ type: 'registertrigger', id, trigger_type: triggerType, function_id: functionId, config });
    return this;
  }

  /** The payloads `functionId` was sent, in order. */
  payloads(functionId: string): Record<string, unknown>[] {
    return this.received.filter((r) => r.functionId === functionId).map((r) => r.data);
  }

  /** The error the engine answered a trigger registration with, once it has. */
  async refusal(triggerId: string): Promise<{ code: string; message: string }> {
    const frame = await this.next((f) => f.type === 'triggerregistrationresult' && f.id === triggerId && !!f.error);
    return frame.error as { code: string; message: string };
  }

  private async serve(frame: Record<string, unknown>): Promise<void> {
    const functionId = frame.function_id as string;
    this.received.push({ functionId, data: frame.data as Record<string, unknown>, at: Date.now() });
    const count = this.running.get(functionId) ?? { now: 0, most: 0 };
    this.running.set(functionId, count);
    count.now++;
    count.most = Math.max(count.most, count.now);
    let reply: Record<string, unknown>;
    try {
      const result = await this.handlers.get(functionId)?.(frame.data);
      reply =
        result instanceof Error
          ? { error: { code: 'invocation_failed', message: result.message } }
          : { result: result ?? null };
    } finally {
      count.now--;
    }
    if (frame.invocation_id === undefined || this.ws.readyState !== this.ws.OPEN) return;
    this.send({ type: 'invocationresult', invocation_id: frame.invocation_id, function_id: functionId, ...reply });
  }
}

/** Opens a test worker and waits for `workerregistered`. */
export async function testWorker(url: string): Promise<TestWorker> {
  const worker = new TestWorker(url);
  await worker.opened;
  await worker.next((f) => f.type === 'workerregistered');
  return worker;
}

/**
 * Waits until the clock is in the middle of a `periodMs` tick period, so that a tick just before
 * and one just after the next step are told apart.
 */
export async function awayFromTick(periodMs: number): Promise<void> {
  while (Date.now() % periodMs < periodMs / 4 || Date.now() % periodMs > (periodMs * 3) / 4) await sleep(10);
}

/** Waits until every binding of `functionId` in the engine is active (its provider accepted it). */
export async function waitActive(client: RawClient, functionId: string, count = 1): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const frame = await client.call('engine::registered-triggers::list', {});
    const listed = (frame.result as { registered_triggers: { function_id: string; status: string }[] })
      .registered_triggers;
    const mine = listed.filter((t) => t.function_id === functionId);
    if (mine.length === count && mine.every((t) => t.status === 'active')) return;
    if (Date.now() > deadline) throw new Error(`bindings of ${functionId} not active: ${JSON.stringify(mine)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Engine processes, each with a raw client and a test worker connected to it. */
export interface Engines {
  engines: EngineProcess[];
  clients: RawClient[];
  workers: TestWorker[];
  /** Closes the connections and stops the engines. */
  stop(): Promise<void>;
}

/** Starts `count` engines on the config file `config` (the embedded default when absent). */
export async function startEngines(count: number, config?: string): Promise<Engines> {
  const started: Engines = {
    engines: [],
    clients: [],
    workers: [],
    stop: async () => {
      for (const c of [...started.clients, ...started.workers]) c.close();
      await Promise.all(started.engines.map((e) => e.kill()));
    },
  };
  for (let i = 0; i < count; i++) {
    const engine = await startEngineProcess(config === undefined ? [] : ['--config', config]);
    started.engines.push(engine);
    started.clients.push(await rawClient(engine.url));
    started.workers.push(await testWorker(engine.url));
  }
  return started;
}

/** A config file with the bridge on a free port and `module` on Redis at `url`. */
function redisConfig(module: 'svc-events' | 'svc-cron', url: string): string {
  return writeConfig(
    'workers:\n  - name: svc-bridge\n    config: { host: 127.0.0.1, port: 0 }\n' +
      `  - name: ${module}\n    config:\n      adapter: { name: redis, url: ${JSON.stringify(url)} }\n`,
  );
}

/** One engine on the embedded default config, with a raw client and a test worker. */
export interface One {
  engine: EngineProcess;
  client: RawClient;
  worker: TestWorker;
  stop(): Promise<void>;
}

/** Starts one engine on the embedded default config. */
export async function startOne(): Promise<One> {
  const started = await startEngines(1);
  return { engine: started.engines[0]!, client: started.clients[0]!, worker: started.workers[0]!, stop: started.stop };
}

/** Two engines sharing a real `redis-server` started for them, with `module` on its `redis` adapter. */
export async function startRedisPair(
  module: 'svc-events' | 'svc-cron',
): Promise<Engines & { redis: RedisServer; config: string }> {
  const redis = await startRedis();
  const config = redisConfig(module, redis.url);
  const pair = await startEngines(2, config);
  return {
    ...pair,
    redis,
    config,
    stop: async () => {
      await pair.stop();
      await redis.stop();
    },
  };
}
