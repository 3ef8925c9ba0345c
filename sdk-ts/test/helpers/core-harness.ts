import { decodeJson, encodeJson } from '../../src/core/json.js';
import type { InboundMessage, WorkerMetadata } from '@svc/protocol';
import type { Link } from '../../src/core/link.js';
import { WorkerCore, type WorkerCoreOptions } from '../../src/core/worker-core.js';
import { FakeScheduler } from './fake-scheduler.js';
import { RecordingLogger } from './recording-logger.js';

/** The metadata every harness core sends in `engine::workers::register`. */
export const METADATA: WorkerMetadata = {
  runtime: 'node',
  version: '0.1.0',
  name: 'test-worker',
  os: 'linux 6.1 (x64)',
  pid: 4242,
  isolation: null,
  telemetry: { language: 'en-US', project_name: 'test-worker', framework: 'svc-node' },
};

/** The void metadata call that ends every start-up sequence. */
export const WORKERS_REGISTER = {
  type: 'invokefunction',
  function_id: 'engine::workers::register',
  data: METADATA,
  action: { type: 'void' },
};

/** A connection that records what the core sends, JSON-encoded the way a socket would. */
export class FakeLink implements Link {
  frames: unknown[] = [];
  open = true;
  terminatedWith: string | undefined;

  send(frame: InboundMessage): boolean {
    if (!this.open) return false;
    this.frames.push(decodeJson(encodeJson(frame)));
    return true;
  }

  terminate(reason: string): void {
    this.terminatedWith = reason;
    this.open = false;
  }

  /** Returns the frames sent so far and forgets them. */
  take(): unknown[] {
    const frames = this.frames;
    this.frames = [];
    return frames;
  }
}

/** A core on a fake clock, with ids `id-1`, `id-2`, … and a recording logger. */
export function makeCore(options: Partial<WorkerCoreOptions> = {}) {
  const scheduler = new FakeScheduler();
  const logger = new RecordingLogger();
  let n = 0;
  const core = new WorkerCore({
    scheduler,
    logger,
    metadata: METADATA,
    newId: () => `id-${++n}`,
    ...options,
  });
  /** Opens a new fake connection on the core. */
  const connect = (): FakeLink => {
    const link = new FakeLink();
    core.connectionOpened(link);
    return link;
  };
  return { core, scheduler, logger, connect };
}

/** Lets promise callbacks (handlers, results) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
