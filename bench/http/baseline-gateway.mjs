// The floor for a gateway of the engine's design: the least any HTTP → worker → HTTP path costs on
// this machine. A node:http server and a WebSocket server for workers; a worker registers a function
// and an `http` trigger (`registerfunction`, `registertrigger`, raw iii frames); each request for a
// trigger's method and path becomes one `invokefunction` text frame carrying the payload svc-http
// sends (contracts/http-request: method, paths, query, headers, body, raw body), and the worker's
// `invocationresult` is matched by its id and written as the response with `content-length`.
// No tracing, no spans, no validation beyond JSON.parse; frames to a worker are written once per
// event-loop turn as one buffer, as the engine writes them.
//   node baseline-gateway.mjs   prints {"msg":"listening","http":"http://…","bridge":"ws://…"}
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/** function id → the worker's socket. */
const functions = new Map();
/** `METHOD /path` → { functionId, path, trigger } (exact paths: the bench's routes have no parameters). */
const routes = new Map();
/** invocation id → the waiting response. */
const pending = new Map();

/**
 * Sends `text` to `ws`: the frames of one event-loop turn go out in the check phase as one buffer
 * and one socket write (unmasked text frames, RFC 6455 §5.2), the cheapest way known here and the
 * way the engine writes them; through `ws.send` each frame would be two buffers of a `writev`.
 */
function send(ws, text) {
  if (WS_SEND) return sendCorked(ws, text);
  if (ws.waiting === undefined) ws.waiting = [];
  if (ws.waiting.length === 0) setImmediate(flush, ws);
  ws.waiting.push(text);
}

/**
 * `GATEWAY_WS_SEND=1`: each frame through `ws.send`, the socket corked for the turn instead (a
 * header buffer and the text per frame, gathered by one `writev`), to measure what the one buffer saves.
 */
const WS_SEND = process.env.GATEWAY_WS_SEND === '1';

function sendCorked(ws, text) {
  if (!ws.corked) {
    ws.corked = true;
    ws._socket.cork();
    setImmediate(() => {
      ws.corked = false;
      ws._socket.uncork();
    });
  }
  ws.send(text);
}

function flush(ws) {
  const texts = ws.waiting;
  ws.waiting = [];
  const lengths = texts.map((text) => Buffer.byteLength(text));
  let total = 0;
  for (const length of lengths) total += length + (length < 126 ? 2 : length < 65_536 ? 4 : 10);
  const frames = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < texts.length; i++) {
    const length = lengths[i];
    frames[at++] = 0x81; // FIN, text
    if (length < 126) frames[at++] = length;
    else if (length < 65_536) {
      frames[at++] = 126;
      at = frames.writeUInt16BE(length, at);
    } else {
      frames[at++] = 127;
      at = frames.writeBigUInt64BE(BigInt(length), at);
    }
    at += frames.write(texts[i], at);
  }
  if (ws.readyState === ws.OPEN) ws._socket.write(frames);
}

const JSON_TYPE = 'application/json';

function answer(res, status, body, headers) {
  res.writeHead(status, { 'content-type': JSON_TYPE, ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const failed = (res, status, code, message) => answer(res, status, JSON.stringify({ error: { code, message } }));

/** The payload's JSON text, field for field what svc-http sends. */
function payload(req, route, path, search, raw) {
  let query = '{}';
  let queryAll = '{}';
  if (search !== undefined) {
    const one = {};
    const all = {};
    for (const [name, value] of new URLSearchParams(search)) {
      one[name] = value;
      (all[name] ??= []).push(value);
    }
    query = JSON.stringify(one);
    queryAll = JSON.stringify(all);
  }
  const type = req.headers['content-type'];
  let body = 'null';
  if (raw.length > 0 && type !== undefined && type.split(';', 1)[0].trim().endsWith('json')) {
    body = raw.toString('utf8');
    JSON.parse(body); // a malformed body throws: 400
  }
  return (
    `{"query_params":${query},"path_params":{},"headers":${JSON.stringify(req.headers)},"path":${route.path},` +
    `"method":"${req.method}","body":${body},"trigger":${route.trigger},"request_path":${JSON.stringify(path)},` +
    `"query_params_all":${queryAll},"raw_body":"${raw.length === 0 ? '' : raw.toString('base64')}"}`
  );
}

const server = createServer((req, res) => {
  const mark = req.url.indexOf('?');
  const path = mark < 0 ? req.url : req.url.slice(0, mark);
  const route = routes.get(`${req.method} ${path}`);
  const worker = route && functions.get(route.functionId);
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (!route) return failed(res, 404, 'NOT_FOUND', `no route serves ${req.method} ${path}`);
    if (!worker) return failed(res, 503, 'function_not_found', `${route.functionId} has no worker`);
    const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    let data;
    try {
      data = payload(req, route, path, mark < 0 ? undefined : req.url.slice(mark + 1), raw);
    } catch (error) {
      return failed(res, 400, 'INVALID_JSON', `the request body is not valid JSON: ${error.message}`);
    }
    const id = randomUUID();
    pending.set(id, { res, worker });
    send(worker, `{"type":"invokefunction","invocation_id":"${id}","function_id":${route.id},"data":${data}}`);
  });
});

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.send(JSON.stringify({ type: 'workerregistered', worker_id: randomUUID() }));
  ws.on('message', (data) => {
    let frame;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      return;
    }
    if (frame.type === 'invocationresult') {
      const waiting = pending.get(frame.invocation_id);
      if (waiting === undefined) return;
      pending.delete(frame.invocation_id);
      if (frame.error !== undefined) return failed(waiting.res, 500, frame.error.code, frame.error.message);
      const result = frame.result ?? {};
      const body = typeof result.body === 'string' ? result.body : JSON.stringify(result.body ?? {});
      answer(waiting.res, result.status_code ?? 200, body, result.headers);
    } else if (frame.type === 'registerfunction') functions.set(frame.id, ws);
    else if (frame.type === 'registertrigger' && frame.trigger_type === 'http') {
      const { api_path: path, http_method: method = 'GET' } = frame.config;
      const route = {
        functionId: frame.function_id,
        id: JSON.stringify(frame.function_id),
        path: JSON.stringify(path),
      };
      route.trigger = JSON.stringify({ type: 'http', path, method });
      routes.set(`${method} ${path}`, route);
    }
  });
  ws.on('close', () => {
    for (const [id, owner] of functions) if (owner === ws) functions.delete(id);
    for (const [id, waiting] of pending) {
      if (waiting.worker !== ws) continue;
      pending.delete(id);
      failed(waiting.res, 503, 'invocation_stopped', 'Invocation stopped');
    }
  });
});

let bound = 0;
const listening = () => {
  if (++bound < 2) return;
  const http = `http://127.0.0.1:${server.address().port}`;
  const bridge = `ws://127.0.0.1:${wss.address().port}`;
  process.stdout.write(`${JSON.stringify({ msg: 'listening', http, bridge })}\n`);
};
server.listen(0, '127.0.0.1', listening);
wss.on('listening', listening);
// Exit on SIGTERM through process.exit, so `node --cpu-prof` writes its profile (profile.mjs).
process.on('SIGTERM', () => process.exit(0));
