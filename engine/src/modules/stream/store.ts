/**
 * Stream items on svc-state's store: a group of a stream is one scope of the state adapter
 * (`<stream>` and `<group>` joined by a separator no name holds in practice), an item one key, so
 * the update ops, the size limit and the three adapters are svc-state's. Every change is reported
 * as a stream event (`contracts/stream-event`) once it is durable.
 */
import type {
  JsonValue,
  StateUpdateOp,
  StateUpdateOutput,
  StreamListItemsOutput,
  StreamSetOutput,
} from '@svc/protocol';
import type { StateAdapter } from '../state/adapters/adapter.js';
import { type StateChange, StateStore } from '../state/store.js';

/** Between the stream name and the group id in a scope: the ASCII unit separator. */
const SEPARATOR = '\u001f';

/** What changed, as subscribers and `stream` triggers see it. */
export interface StreamChange {
  streamName: string;
  groupId: string;
  id: string;
  type: 'create' | 'update' | 'delete';
  data: JsonValue;
}

/** The scope holding a group's items. */
export const scopeOf = (streamName: string, groupId: string) => `${streamName}${SEPARATOR}${groupId}`;

/** The stream and group of a scope, or undefined for a scope that is not a group's. */
export function groupOf(scope: string): { streamName: string; groupId: string } | undefined {
  const at = scope.indexOf(SEPARATOR);
  return at < 0 ? undefined : { streamName: scope.slice(0, at), groupId: scope.slice(at + 1) };
}

const EVENT_TYPES = { 'state:created': 'create', 'state:updated': 'update', 'state:deleted': 'delete' } as const;

/** The items of every stream, on one state adapter. */
export class StreamStore {
  private readonly store: StateStore;

  constructor(
    readonly adapter: StateAdapter,
    options: { maxValueBytes: number; onChange: (change: StreamChange) => void },
  ) {
    this.store = new StateStore(adapter, {
      maxValueBytes: options.maxValueBytes,
      onChange: (change: StateChange) => {
        const group = groupOf(change.scope);
        if (!group) return;
        const type = EVENT_TYPES[change.event_type];
        // A delete reports the removed item, as iii's `delete` frames do.
        const data = type === 'delete' ? change.old_value : change.new_value;
        options.onChange({ ...group, id: change.key, type, data });
      },
    });
  }

  get(streamName: string, groupId: string, id: string): Promise<JsonValue> {
    return Promise.resolve(this.store.get(scopeOf(streamName, groupId), id));
  }

  set(streamName: string, groupId: string, id: string, data: JsonValue): Promise<StreamSetOutput> {
    return Promise.resolve().then(() => this.store.set(scopeOf(streamName, groupId), id, data));
  }

  async delete(streamName: string, groupId: string, id: string): Promise<{ old_value: JsonValue }> {
    return { old_value: await this.store.delete(scopeOf(streamName, groupId), id) };
  }

  update(streamName: string, groupId: string, id: string, ops: readonly StateUpdateOp[]): Promise<StateUpdateOutput> {
    return Promise.resolve().then(() => this.store.update(scopeOf(streamName, groupId), id, ops));
  }

  /** Every item of a group, in id order. */
  list(streamName: string, groupId: string): Promise<JsonValue[]> {
    return Promise.resolve(this.store.list(scopeOf(streamName, groupId)));
  }

  /** A page of a group's items with their ids, in id order. */
  async listItems(
    streamName: string,
    groupId: string,
    prefix: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<StreamListItemsOutput> {
    const page = await this.store.listKeys(scopeOf(streamName, groupId), prefix, cursor, limit);
    return { items: page.items.map(({ key, value }) => ({ id: key, value })), next_cursor: page.next_cursor };
  }

  /** The groups of a stream that hold items, sorted. */
  async listGroups(streamName: string): Promise<string[]> {
    return (await this.streams()).get(streamName) ?? [];
  }

  /** Every stream with the groups that hold items, by stream name. */
  async streams(): Promise<Map<string, string[]>> {
    const streams = new Map<string, string[]>();
    for (const scope of await this.store.listGroups()) {
      const group = groupOf(scope);
      if (!group) continue;
      const groups = streams.get(group.streamName) ?? [];
      groups.push(group.groupId);
      streams.set(group.streamName, groups);
    }
    return streams;
  }
}
