// N subscriber sockets joined to one group; prints `ready` once every one has its sync, then the
// number of frames received by all of them every 100 ms.
//   node subscribers.mjs <socket url> <count> <stream> <group>
import WebSocket from 'ws';

const [url, count = '100', stream = 'bench', group = 'g'] = process.argv.slice(2);
let received = 0;
let synced = 0;
for (let i = 0; i < Number(count); i++) {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  ws.on('open', () =>
    ws.send(JSON.stringify({ type: 'join', data: { subscriptionId: `s${i}`, streamName: stream, groupId: group } })),
  );
  ws.on('message', (data) => {
    if (data.includes('"sync"')) {
      if (++synced === Number(count)) process.stdout.write('ready\n');
    } else received++;
  });
  ws.on('close', (code) => process.stderr.write(`subscriber ${i} closed ${code}\n`));
}
setInterval(() => process.stdout.write(`received ${received}\n`), 100);
