import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient, startEngineProcess, type EngineProcess, type RawClient } from './process.js';

/** 2^60 + 1: a double cannot hold it (it reads 1152921504606846976). */
const BIG = '1152921504606846977';

let engine: EngineProcess;
let target: RawClient;
let caller: RawClient;
/** The text of every frame each raw worker received, as it arrived. */
const texts = new Map<RawClient, string[]>();

const received = async (client: RawClient, part: string): Promise<string> => {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const found = texts.get(client)?.find((text) => text.includes(part));
    if (found !== undefined) return found;
  }
  throw new Error(`no frame containing ${part}; received ${JSON.stringify(texts.get(client))}`);
};

beforeAll(async () => {
  engine = await startEngineProcess();
  target = await rawClient(engine.url);
  caller = await rawClient(engine.url);
  for (const client of [target, caller]) {
    texts.set(client, []);
    client.ws.on('message', (data) => texts.get(client)?.push(data.toString()));
  }
  target.send({ type: 'registerfunction', id: 'exact::echo' });
  // Answers every call with its payload's text, cut out of the frame as it arrived.
  target.ws.on('message', (data) => {
    const text = data.toString();
    const frame = JSON.parse(text) as { type: string; invocation_id: string };
    if (frame.type !== 'invokefunction') return;
    const payload = text.slice(text.indexOf('"data":') + 7, -1);
    target.send(
      `{"type":"invocationresult","invocation_id":"${frame.invocation_id}","function_id":"exact::echo",` +
        `"result":{"echo":${payload}}}`,
    );
  });
  target.send({ type: 'ping' });
  await target.next((f) => f.type === 'pong');
});

afterAll(async () => {
  target.close();
  caller.close();
  await engine.kill();
});

describe('payloads between two workers', () => {
  it(`carry 2^60+1 (${BIG}), -0, exponents and key order digit for digit, both ways`, async () => {
    const data = `{"z":${BIG},"neg":-0,"exp":1.5e300,"keys":{"b":1,"2":2},"list":[-${BIG},0.10]}`;
    caller.send(`{"type":"invokefunction","invocation_id":"big-1","function_id":"exact::echo","data":${data}}`);
    const call = await received(target, '"big-1"');
    expect(call).toContain(`"data":${data.slice(0, -1)},"_caller_worker_id":`);
    const result = await received(caller, '"invocationresult"');
    expect(result).toContain(`"result":{"echo":${data.slice(0, -1)},"_caller_worker_id":`);
    expect(JSON.parse(result).invocation_id).toBe('big-1');
  });

  it('still refuses a payload that is not JSON, and answers the next call', async () => {
    caller.send('{"type":"invokefunction","invocation_id":"bad-1","function_id":"exact::echo","data":{"a":01}}');
    caller.send(`{"type":"invokefunction","invocation_id":"ok-2","function_id":"exact::echo","data":[${BIG}]}`);
    expect(await received(caller, '"ok-2"')).toContain(`"result":{"echo":[${BIG}]}`);
    expect(texts.get(target)?.some((text) => text.includes('"bad-1"'))).toBe(false);
    expect(engine.output()).toContain('malformed frame dropped');
  });
});
