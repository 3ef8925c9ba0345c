/**
 * `svc trigger --function-id=<id> --payload=<json>`: invokes a function through the engine as a
 * short-lived worker and prints its JSON result.
 */
import { defineCommand } from 'citty';
import type { Worker } from 'svc-sdk';
import type { SvcMeta } from '../_usage.js';
import { engineUrl } from '../_config-file.js';
import { cliWorker, notRunning, reachable, upgradeRefusal } from '../_engine.js';
import { fail } from '../_fail.js';
import { didYouMean } from '../_suggest.js';
import { DURATION_HELP, parseDuration } from '../_duration.js';

const meta: SvcMeta = {
  name: 'trigger',
  description: 'Invoke a function through the engine and print its JSON result.',
  examples: [
    `svc trigger --function-id=greeter::hello --payload='{"name":"Ada"}'`,
    `svc trigger --function-id=state::get --payload='{"scope":"visits","key":"Ada"}' --timeout=5s`,
    `svc trigger --function-id=engine::functions::list --url=ws://127.0.0.1:49134`,
  ],
};

export default defineCommand({
  meta,
  args: {
    'function-id': {
      type: 'string',
      required: true,
      description: 'Id of the function to invoke, e.g. greeter::hello.',
      valueHint: 'id',
    },
    payload: { type: 'string', default: '{}', description: "The call's payload, as JSON text.", valueHint: 'json' },
    timeout: {
      type: 'string',
      default: '30s',
      description: `How long to wait for the result. ${DURATION_HELP}`,
      valueHint: 'duration',
    },
    json: { type: 'boolean', default: false, description: 'Print the result as one line of JSON, for scripts.' },
    url: {
      type: 'string',
      description:
        'Engine bridge address. Else SVC_URL, else the bridge of --config or ./svc.config.yaml, ' +
        'else ws://127.0.0.1:49134.',
      valueHint: 'ws://host:port',
    },
    config: {
      type: 'string',
      alias: 'c',
      description: 'Config file whose bridge address to use.',
      valueHint: 'svc.config.yaml',
    },
  },
  async run({ args }) {
    const functionId = args['function-id'];
    let payload: unknown;
    try {
      payload = JSON.parse(args.payload);
    } catch (error) {
      fail(
        `--payload is not JSON (${(error as Error).message}); nothing was sent. ` +
          `Quote it for the shell, e.g. --payload='{"name":"Ada"}'`,
      );
    }
    const timeout = parseDuration(args.timeout);
    if (timeout === undefined)
      fail(`--timeout must be a duration such as 500ms, 5s or 2m, not ${JSON.stringify(args.timeout)}`);
    const url = await engineUrl(args.url, args.config);
    if (!(await reachable(url))) fail(notRunning(url, args.config));
    const refused = await upgradeRefusal(url);
    if (refused !== undefined)
      fail(
        `the engine at ${url} refused the connection: ${refused} (set SVC_TOKEN, or pass --config with auth.tokens)`,
      );
    const worker = cliWorker(url);
    try {
      const result = await worker.trigger({ function_id: functionId, payload: payload as never, timeout_ms: timeout });
      process.stdout.write(`${JSON.stringify(result ?? null, null, args.json ? undefined : 2)}\n`);
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      if (code === 'function_not_found') {
        const known = await functionIds(worker);
        await worker.shutdown();
        fail(
          `function ${functionId} not found (function_not_found)${didYouMean(functionId, known)}: ` +
            'no connected worker registers it. ' +
            'A worker that was just added may still be installing: `svc worker list` shows its state; ' +
            'retry in a few seconds.',
        );
      }
      await worker.shutdown();
      if (code === 'timeout')
        fail(
          `${functionId} did not answer within ${timeout} ms (timeout): ` +
            "pass a larger --timeout, or check the worker's log",
        );
      fail(`${functionId} failed (${code ?? 'error'}): ${message ?? String(error)}`);
    }
    await worker.shutdown();
  },
});

/** Ids of the functions the engine knows, for suggestions (none when it cannot be asked). */
async function functionIds(worker: Worker): Promise<string[]> {
  try {
    const listed = await worker.trigger<{ functions: { function_id: string }[] }>({
      function_id: 'engine::functions::list',
      payload: {},
      timeout_ms: 3000,
    });
    return listed.functions.map((f) => f.function_id);
  } catch {
    return [];
  }
}
