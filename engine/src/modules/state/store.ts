/**
 * The state store: the semantics of every `state::*` function on top of any adapter. Values
 * are encoded once here (size limit included), update ops and compare-and-set run here as
 * change functions the adapter applies atomically, and every change is reported to `onChange`
 * once it is durable.
 */
import type {
  JsonValue,
  StateCompareAndSetOutput,
  StateSetOutput,
  StateUpdateOp,
  StateUpdateOutput,
} from '@svc/protocol';
import { parseExact } from '../../core/exact-json.js';
import { EngineError } from '../../errors.js';
import type { StateAdapter } from './adapters/adapter.js';
import { StateErrorCode } from './errors.js';
import { applyOps } from './ops.js';
import { jsonEqual } from './values.js';

/** One change of one entry, as a `state` trigger reports it (`contracts/state-event`). */
export interface StateChange {
  event_type: 'state:created' | 'state:updated' | 'state:deleted';
  scope: string;
  key: string;
  old_value: JsonValue;
  new_value: JsonValue;
}

/** Settings of a store. */
export interface StoreOptions {
  /** Largest JSON text of a value, in bytes. */
  maxValueBytes: number;
  /**
   * Told about every change once it is durable, in the order of the changes to each entry; when it
   * returns a promise (svc-state's announcement to other engines), the change's caller is answered
   * once it settles.
   */
  onChange?: (change: StateChange) => void | Promise<void>;
}

/** One page of `listKeys`. */
export interface KeyPage {
  items: { key: string; value: JsonValue }[];
  next_cursor: string | null;
}

// Exact: a stored 1152921504606846977 or -0 is read back as it was written.
const parse = (text: string | undefined): JsonValue => (text === undefined ? null : parseExact(text));

/** A result that may still be pending. */
type Maybe<T> = T | Promise<T>;

/**
 * `then` without a microtask when the value is already there: the in-memory adapter answers
 * synchronously, and an `await` per call would cost it about a third of its throughput.
 */
function after<T, R>(value: Maybe<T>, next: (value: T) => Maybe<R>): Maybe<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** `value`, once `reported` (what `onChange` returned) has settled. */
const once = <T>(reported: void | Promise<void>, value: T): Maybe<T> => (reported ? reported.then(() => value) : value);

/**
 * The state store behind `state::*`. Methods answer synchronously when the adapter does, and
 * may throw synchronously (bad value) as well as reject.
 */
export class StateStore {
  constructor(
    readonly adapter: StateAdapter,
    private readonly options: StoreOptions,
  ) {}

  get(scope: string, key: string): Maybe<JsonValue> {
    return after(this.adapter.get(scope, key), parse);
  }

  set(scope: string, key: string, value: JsonValue): Maybe<StateSetOutput> {
    const text = this.encode(scope, key, value);
    return after(this.adapter.set(scope, key, text), (old) => {
      const result = { old_value: parse(old), new_value: value };
      return once(this.report(scope, key, old !== undefined, result), result);
    });
  }

  delete(scope: string, key: string): Maybe<JsonValue> {
    return after(this.adapter.delete(scope, key), (old) => {
      const old_value = parse(old);
      if (old === undefined) return old_value;
      return once(this.report(scope, key, true, { old_value, new_value: null }, 'state:deleted'), old_value);
    });
  }

  update(scope: string, key: string, ops: readonly StateUpdateOp[]): Maybe<StateUpdateOutput> {
    const change = this.adapter.modify(scope, key, (current) => {
      const outcome = applyOps(current === undefined ? undefined : parse(current), ops);
      const output: StateUpdateOutput = { old_value: parse(current), new_value: outcome.value ?? null };
      if (outcome.errors.length > 0) output.errors = outcome.errors;
      const wrote = outcome.applied > 0 && outcome.value !== undefined;
      const result = { output, existed: current !== undefined, wrote };
      return wrote ? { write: this.encode(scope, key, outcome.value!), result } : { result };
    });
    return after(change, ({ output, existed, wrote }) => {
      return wrote ? once(this.report(scope, key, existed, output), output) : output;
    });
  }

  compareAndSet(scope: string, key: string, expected: JsonValue, value: JsonValue): Maybe<StateCompareAndSetOutput> {
    const text = this.encode(scope, key, value);
    const change = this.adapter.modify(scope, key, (current) => {
      const stored = parse(current);
      if (!jsonEqual(stored, expected)) return { result: { output: { ok: false, current: stored }, old: current } };
      return { write: text, result: { output: { ok: true, current: value }, old: current } };
    });
    return after(change, ({ output, old }) => {
      if (!output.ok) return output;
      return once(this.report(scope, key, old !== undefined, { old_value: parse(old), new_value: value }), output);
    });
  }

  /** Every value of a scope, in key order. */
  list(scope: string): Maybe<JsonValue[]> {
    return after(this.adapter.list(scope), (entries) => entries.map(([, text]) => parse(text)));
  }

  listGroups(): Maybe<string[]> {
    return this.adapter.listGroups();
  }

  listKeys(scope: string, prefix: string, cursor: string | undefined, limit: number): Maybe<KeyPage> {
    return after(this.adapter.listKeys(scope, { prefix, after: cursor, limit }), (page) => ({
      items: page.entries.map(([key, text]) => ({ key, value: parse(text) })),
      next_cursor: page.next,
    }));
  }

  /** The JSON text of a value, refused with `VALUE_TOO_LARGE` past the limit. */
  private encode(scope: string, key: string, value: JsonValue): string {
    const text = JSON.stringify(value);
    const max = this.options.maxValueBytes;
    // Each UTF-16 unit is at most 3 UTF-8 bytes: count bytes only when it could matter.
    if (text.length > max || (text.length * 3 > max && Buffer.byteLength(text) > max)) {
      const bytes = Buffer.byteLength(text);
      throw new EngineError(
        StateErrorCode.valueTooLarge,
        `The value of ${scope}/${key} is ${bytes} bytes of JSON, more than max_value_bytes (${max})`,
        {
          data: { bytes, max_value_bytes: max },
        },
      );
    }
    return text;
  }

  /**
   * Reports a change once it is durable (at once unless the adapter acknowledges earlier), and
   * returns what `onChange` returned when it ran at once.
   */
  private report(
    scope: string,
    key: string,
    existed: boolean,
    values: { old_value: JsonValue; new_value: JsonValue },
    deleted?: 'state:deleted',
  ): void | Promise<void> {
    const onChange = this.options.onChange;
    if (!onChange) return;
    const change: StateChange = {
      event_type: deleted ?? (existed ? 'state:updated' : 'state:created'),
      scope,
      key,
      ...values,
    };
    const durable = this.adapter.whenDurable?.();
    if (!durable) return onChange(change);
    durable.then(
      () => onChange(change),
      () => {},
    );
  }
}
