// The least a worker behind a gateway can be: plain `ws`, JSON.parse and JSON.stringify, no SDK and
// no telemetry. It registers `bench::http_echo` and its `http` trigger on `POST /echo` in raw iii
// frames, as `responder.mjs`'s svc-sdk worker does, and answers each call with `{ body }` of the
// request, so the same worker runs behind svc's engine and behind `baseline-gateway.mjs`.
//   node raw-responder.mjs <engine or gateway ws url>
import { randomUUID } from 'node:crypto';
import { connect } from '../client.mjs';

const FUNCTION_ID = 'bench::http_echo';
const { ws, send, opened } = connect(process.argv[2]);
await opened;
ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  if (frame.type !== 'invokefunction' || typeof frame.invocation_id !== 'string') return;
  send({
    type: 'invocationresult',
    invocation_id: frame.invocation_id,
    function_id: frame.function_id,
    result: { body: frame.data.body },
  });
});
send({ type: 'registerfunction', id: FUNCTION_ID });
send({
  type: 'registertrigger',
  id: randomUUID(),
  trigger_type: 'http',
  function_id: FUNCTION_ID,
  config: { api_path: '/echo', http_method: 'POST' },
});
