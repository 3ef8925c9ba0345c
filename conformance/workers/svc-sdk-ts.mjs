// The conformance worker for svc-sdk (TypeScript): it implements the worker contract of
// conformance/README.md with the `svc-sdk` package (sdk-ts/).
//   SVC_URL=ws://127.0.0.1:<port> node conformance/workers/svc-sdk-ts.mjs
// Prints `conformance worker ready` on stdout once everything is registered; logs go to stderr.
import { registerWorker } from 'svc-sdk';

const worker = registerWorker({ worker_name: 'conformance' });
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

worker.registerFunction('conformance::echo', (payload, context) => ({
  data: payload,
  metadata: context.metadata ?? null,
}));

worker.registerFunction('conformance::fail', (payload) => {
  throw new Error(payload.message);
});

worker.registerFunction('conformance::call', async ({ function_id, payload, void: fireAndForget }) => {
  const request = payload === undefined ? { function_id } : { function_id, payload };
  if (fireAndForget === true) {
    await worker.trigger({ ...request, action: { type: 'void' } });
    return { ok: true };
  }
  try {
    return { ok: true, result: (await worker.trigger(request)) ?? null };
  } catch (error) {
    return { ok: false, code: error.code, message: error.message };
  }
});

// The `conformance` trigger type: holds the bindings the engine hands it, by id; refuses or fires
// one when its config asks.
const bindings = new Map();
const conformanceType = {
  async registerTrigger({ id, function_id, config }) {
    if (isObject(config) && typeof config.refuse === 'string') throw new Error(config.refuse);
    bindings.set(id, { id, function_id, config });
    if (isObject(config) && 'fire' in config) {
      await worker.trigger({ function_id, payload: config.fire, action: { type: 'void' } });
    }
  },
  unregisterTrigger({ id }) {
    bindings.delete(id);
  },
};
worker.registerTriggerType({ id: 'conformance', description: 'Conformance trigger type' }, conformanceType);

worker.registerFunction('conformance::bindings', () => ({
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
