/**
 * The `stream::*` functions: each input is checked by its generated validator
 * (`schema/contracts/stream/*-input`), then handed to the store, or for `stream::send` straight to
 * the subscribers. System streams (`svc:*`) are the engine's: writes to them are refused.
 */
import type { StreamEvent } from '@svc/protocol';
import { EngineError } from '../../errors.js';
import { Contracts } from '../contracts.js';
import type { ModuleHost } from '../host.js';
import { checkedFunctions } from '../state/functions.js';
import { StreamErrorCode } from './errors.js';
import type { StreamStore } from './store.js';

/** Prefix of the engine's own streams. */
export const SYSTEM_PREFIX = 'svc:';

/** The system streams and the groups they serve, for `stream::list_all`. */
export type SystemStreams = () => { id: string; groups: string[] }[];

function writable(functionId: string, streamName: string): void {
  if (streamName.startsWith(SYSTEM_PREFIX))
    throw new EngineError(
      StreamErrorCode.reservedStream,
      `${functionId}: ${streamName} is a system stream (${SYSTEM_PREFIX}*), which only the engine writes`,
    );
}

/** The span attributes of a call: the stream and group it touched, when its input names them. */
function touched(input: unknown): Record<string, string> {
  const { stream_name, group_id } = input as { stream_name?: unknown; group_id?: unknown };
  const attributes: Record<string, string> = {};
  if (typeof stream_name === 'string') attributes['svc.stream.name'] = stream_name;
  if (typeof group_id === 'string') attributes['svc.stream.group'] = group_id;
  return attributes;
}

/** Registers every `stream::*` function; `send` hands custom events to `emit`. */
export function registerStreamFunctions(
  host: ModuleHost<unknown>,
  store: StreamStore,
  emit: (event: StreamEvent) => void,
  systemStreams: SystemStreams,
): void {
  const fn = checkedFunctions(host, touched, new Contracts(() => import('@svc/protocol/validators/contracts/stream')));

  fn('stream::get', 'Reads one item: its value, or null.', 'validateStreamGetInput', (i) =>
    store.get(i.stream_name, i.group_id, i.item_id),
  );
  fn('stream::set', 'Stores an item; returns {old_value, new_value}.', 'validateStreamSetInput', (i) => {
    writable('stream::set', i.stream_name);
    return store.set(i.stream_name, i.group_id, i.item_id, i.data);
  });
  fn('stream::delete', 'Removes an item; returns {old_value}.', 'validateStreamDeleteInput', (i) => {
    writable('stream::delete', i.stream_name);
    return store.delete(i.stream_name, i.group_id, i.item_id);
  });
  fn(
    'stream::update',
    'Applies update ops to an item in order, atomically; returns {old_value, new_value, errors?}.',
    'validateStreamUpdateInput',
    (i) => {
      writable('stream::update', i.stream_name);
      return store.update(i.stream_name, i.group_id, i.item_id, i.ops);
    },
  );
  fn('stream::list', 'Every item of a group, in id order.', 'validateStreamListInput', (i) =>
    store.list(i.stream_name, i.group_id),
  );
  fn(
    'stream::list_items',
    "A page of a group's items with their ids, in id order: {items: [{id, value}], next_cursor}.",
    'validateStreamListItemsInput',
    (i) => store.listItems(i.stream_name, i.group_id, i.prefix ?? '', i.cursor ?? undefined, i.limit ?? 100),
  );
  fn('stream::list_groups', 'The groups of a stream that hold items, sorted.', 'validateStreamListGroupsInput', (i) =>
    store.listGroups(i.stream_name),
  );
  fn(
    'stream::list_all',
    'Every stream with its groups: {stream: [{id, groups}], count}.',
    'validateStreamListAllInput',
    async (i) => {
      const stream: { id: string; groups: string[]; system?: boolean }[] = [...(await store.streams())]
        .map(([id, groups]) => ({ id, groups }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (i.include_system === true) stream.push(...systemStreams().map((s) => ({ ...s, system: true })));
      return { stream, count: stream.length };
    },
  );
  fn(
    'stream::send',
    'Pushes a custom event to the subscribers of a group; returns null.',
    'validateStreamSendInput',
    (i) => {
      writable('stream::send', i.stream_name);
      const event: StreamEvent = {
        type: 'stream',
        timestamp: Date.now(),
        streamName: i.stream_name,
        groupId: i.group_id,
        event: { type: 'event', event: { type: i.type, data: i.data ?? null } },
      };
      if (i.id !== undefined) event.id = i.id;
      emit(event);
      return Promise.resolve(null);
    },
  );
}
