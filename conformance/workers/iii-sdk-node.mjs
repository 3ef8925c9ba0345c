// The conformance worker for the third-party iii-sdk@0.22.1 (npm, Node): it implements the
// worker contract of conformance/README.md with that package, as its users write workers.
//   SVC_URL=ws://127.0.0.1:<port> node conformance/workers/iii-sdk-node.mjs   (or III_URL)
// Prints `conformance worker ready` on stdout once everything is registered; logs go to stderr.
import { registerWorker, TriggerAction } from 'iii-sdk';

// iii-sdk logs with console.debug (e.g. `[iii] Worker registered with ID: …`), which Node
// writes to stdout; stdout belongs to the ready line alone.
for (const level of ['log', 'info', 'debug']) console[level] = console.error;

const url = process.env.SVC_URL || process.env.III_URL;
if (!url) throw new Error('set SVC_URL (or III_URL) to the engine URL');
// OTel off: it would open a second socket (`/otel`) to the engine.
const worker = registerWorker(url, {
  workerName: 'conformance',
  otel: { enabled: false },
  enableMetricsReporting: false,
});
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

// iii-sdk hands the handler `undefined` for an invocation without data or metadata.
worker.registerFunction('conformance::echo', async (payload, metadata) => ({
  data: payload ?? null,
  metadata: metadata ?? null,
}));

worker.registerFunction('conformance::fail', async (payload) => {
  throw new Error(payload.message);
});

worker.registerFunction('conformance::call', async ({ function_id, payload, void: fireAndForget }) => {
  if (fireAndForget === true) {
    await worker.trigger({ function_id, payload, action: TriggerAction.Void() });
    return { ok: true };
  }
  try {
    return { ok: true, result: (await worker.trigger({ function_id, payload })) ?? null };
  } catch (error) {
    // iii-sdk's InvocationError puts `<code>: ` before the engine's message.
    const prefix = `${error.code}: `;
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { ok: false, code: error.code, message };
  }
});

// The `conformance` trigger type: holds the bindings the engine hands it, by id; refuses or fires
// one when its config asks.
const bindings = new Map();
const conformanceType = {
  async registerTrigger({ id, function_id, config = {} }) {
    if (isObject(config) && typeof config.refuse === 'string') throw new Error(config.refuse);
    bindings.set(id, { id, function_id, config });
    if (isObject(config) && 'fire' in config) {
      await worker.trigger({ function_id, payload: config.fire, action: TriggerAction.Void() });
    }
  },
  async unregisterTrigger({ id }) {
    bindings.delete(id);
  },
};
worker.registerTriggerType({ id: 'conformance', description: 'Conformance trigger type' }, conformanceType);

worker.registerFunction('conformance::bindings', async () => ({
  bindings: [...bindings.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
}));

worker.registerTrigger({ type: 'conformance', function_id: 'conformance::echo', config: { from: 'worker' } });

const stop = async () => {
  await worker.shutdown();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdout.write('conformance worker ready\n');
