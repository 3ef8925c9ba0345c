/**
 * The trigger types of svc-stream: `stream` (an item changed or an event was sent; config
 * `triggers/stream`), and `stream:join` / `stream:leave` (a client joined or left a subscription;
 * config `triggers/stream-join`). A join handler answering `{unauthorized: true}` refuses the join.
 */
import type {
  StreamEvent,
  StreamJoinEvent,
  StreamJoinTriggerConfig,
  StreamTriggerConfig,
  Validator,
} from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { validateStreamTriggerConfig } from '@svc/protocol/validators/triggers/stream';
import { validateStreamJoinTriggerConfig } from '@svc/protocol/validators/triggers/stream-join';
import type { Binding, ModuleHost } from '../host.js';

/** Fires the module's trigger types. */
export interface StreamTriggers {
  /** An item changed or an event was sent, on this engine. */
  changed(event: StreamEvent): void;
  /** A client asks to join; resolves false when a join handler answered `{unauthorized: true}`. */
  join(payload: StreamJoinEvent): Promise<boolean>;
  /** A client left (or its socket closed). */
  leave(payload: StreamJoinEvent): void;
}

/** Keeps the bindings of one trigger type whose configs pass `validate`. */
function bindings<C>(host: ModuleHost<unknown>, id: string, description: string, validate: Validator<C>) {
  const set = new Set<Binding<C>>();
  host.registerTriggerType<C>(id, description, {
    bind: (binding) => {
      if (!validate(binding.config)) {
        throw new Error(`Invalid ${id} trigger config: ${formatValidationError(validate.errors)}`);
      }
      set.add(binding);
      binding.onRemove(() => set.delete(binding));
    },
  });
  return set;
}

/** Registers the three trigger types; returns what fires them. */
export function registerStreamTriggers(host: ModuleHost<unknown>): StreamTriggers {
  const changes = bindings<StreamTriggerConfig>(
    host,
    'stream',
    'A stream item was created, updated or deleted, or an event was sent to its group',
    validateStreamTriggerConfig,
  );
  const joins = bindings<StreamJoinTriggerConfig>(
    host,
    'stream:join',
    'A client joined a stream subscription; the handler may answer {unauthorized: true}',
    validateStreamJoinTriggerConfig,
  );
  const leaves = bindings<StreamJoinTriggerConfig>(
    host,
    'stream:leave',
    'A client left a stream subscription',
    validateStreamJoinTriggerConfig,
  );

  /** Runs one binding; resolves with its result, or undefined when skipped or failed. */
  const run = async (binding: Binding<unknown>, payload: StreamEvent | StreamJoinEvent) => {
    try {
      if (await binding.conditionHolds(payload as never)) return await binding.fire(payload as never);
    } catch (error) {
      host.logger.debug('stream trigger not delivered', {
        trigger_id: binding.id,
        function_id: binding.functionId,
        error: String((error as Error)?.message ?? error),
      });
    }
    return undefined;
  };
  const forStream = <C extends { stream_name?: string }>(set: Set<Binding<C>>, streamName: string) =>
    [...set].filter((binding) => binding.config.stream_name === undefined || binding.config.stream_name === streamName);

  return {
    changed: (event) => {
      for (const binding of changes) {
        const { stream_name, group_id, item_id } = binding.config;
        if (stream_name !== event.streamName) continue;
        if (group_id !== undefined && group_id !== event.groupId) continue;
        if (item_id !== undefined && item_id !== event.id) continue;
        void run(binding, event);
      }
    },
    join: async (payload) => {
      const answers = await Promise.all(forStream(joins, payload.stream_name).map((b) => run(b, payload)));
      return !answers.some((answer) => (answer as { unauthorized?: unknown } | null)?.unauthorized === true);
    },
    leave: (payload) => {
      for (const binding of forStream(leaves, payload.stream_name)) void run(binding, payload);
    },
  };
}
