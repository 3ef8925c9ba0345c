// Worker process: registers bench::echo and answers every call with its payload.
import { connect } from './client.mjs';

const { ws, send, opened } = connect(process.argv[2]);
await opened;
ws.on('message', (data) => {
  const frame = JSON.parse(data.toString());
  if (frame.type === 'invokefunction') {
    send({
      type: 'invocationresult',
      invocation_id: frame.invocation_id,
      function_id: frame.function_id,
      result: frame.data,
    });
  }
});
send({ type: 'registerfunction', id: 'bench::echo' });
process.stdout.write('ready\n');
