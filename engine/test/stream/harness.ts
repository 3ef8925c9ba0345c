/** Helpers of the svc-stream tests: the socket URL of an engine, and stream clients. */
import { type EngineProcess, RawClient } from '../process.js';

/** The `ws://` URL of the engine's subscription socket (the `stream` listener). */
export function streamUrl(engine: EngineProcess): string {
  const listener = engine.listeners.stream;
  if (!listener) throw new Error(`the engine has no stream listener: ${JSON.stringify(engine.listeners)}`);
  return listener.replace(/^http/, 'ws');
}

/** A client of the subscription socket, open. */
export async function streamClient(url: string): Promise<RawClient> {
  const client = new RawClient(url);
  await client.opened;
  return client;
}

/** The `join` frame of a subscription. */
export const join = (subscriptionId: string, streamName: string, groupId: string, id?: string) => ({
  type: 'join',
  data: { subscriptionId, streamName, groupId, ...(id === undefined ? {} : { id }) },
});

/** The `event.type` of each stream frame received so far, for `streamName`. */
export const eventTypes = (client: RawClient, streamName: string) =>
  client.frames
    .filter((f) => f.type === 'stream' && f.streamName === streamName)
    .map((f) => (f.event as { type: string }).type);

/** The custom events of a live-feed group received so far: `data` of each. */
export const liveData = (client: RawClient, groupId: string) =>
  client.frames
    .filter(
      (f) => f.streamName === 'svc:live' && f.groupId === groupId && (f.event as { type: string }).type === 'event',
    )
    .map((f) => (f.event as { event: { data: Record<string, unknown> } }).event.data);
