/**
 * The `state::*` functions: each input is checked by its generated validator
 * (`schema/contracts/state/*-input`), then handed to the store. Bad input is answered with
 * `deserialization_error` naming the field, like every built-in function.
 */
import type { JsonValue, Validator } from '@svc/protocol';
import { formatValidationError } from '@svc/protocol/validator';
import { EngineError, ErrorCode } from '../../errors.js';
import { type Checked, Contracts } from '../contracts.js';
import type { ModuleHost, SpanAttributes } from '../host.js';
import type { StateStore } from './store.js';

/** Entries in a page of `state::list_keys` when the input gives no `limit`. */
const DEFAULT_PAGE = 100;

/**
 * The input (`{}` when there is none) if it matches its schema; otherwise a
 * `deserialization_error` naming the first problem. Every built-in function checks its input so.
 */
export function input<T>(functionId: string, validate: Validator<T>, data: JsonValue | undefined): T {
  const value = data ?? {};
  if (validate(value)) return value;
  const detail = formatValidationError(validate.errors);
  throw new EngineError(ErrorCode.deserializationError, `Failed to deserialize input for ${functionId}: ${detail}`);
}

/**
 * Registers functions whose input is checked by the validator named `validate` in `contracts`
 * (answering `deserialization_error` otherwise; the validators are imported at the first call) and
 * whose invocation span names what `touched` reads from that input. Modules that keep data
 * (svc-state, svc-stream, svc-queue) register their functions through one of these.
 */
export function checkedFunctions<Validators>(
  host: ModuleHost<unknown>,
  touched: (input: unknown) => SpanAttributes,
  contracts: Contracts<Validators>,
) {
  // The results are JSON; their generated types carry an index signature JsonValue lacks.
  return <K extends keyof Validators>(
    id: string,
    description: string,
    validate: K,
    run: (input: Checked<Validators[K]>) => unknown,
  ) => {
    let validator: Validator<Checked<Validators[K]>> | undefined;
    host.registerFunction(
      id,
      contracts.handler((validators, data, context) => {
        validator ??= validators[validate] as Validator<Checked<Validators[K]>>;
        const checked = input(id, validator, data ?? {});
        context.annotate(touched(checked));
        return run(checked) as JsonValue | Promise<JsonValue>;
      }),
      { description },
    );
  };
}

/** The span attributes of a call: the scope and key it touched, when its input names them. */
function touched(input: unknown): Record<string, string> {
  const { scope, key } = input as { scope?: unknown; key?: unknown };
  const attributes: Record<string, string> = {};
  if (typeof scope === 'string') attributes['svc.state.scope'] = scope;
  if (typeof key === 'string') attributes['svc.state.key'] = key;
  return attributes;
}

/** Registers every `state::*` function on the module's link. */
export function registerStateFunctions(host: ModuleHost<unknown>, store: StateStore): void {
  const fn = checkedFunctions(host, touched, new Contracts(() => import('@svc/protocol/validators/contracts/state')));

  fn('state::get', 'Reads one entry: its value, or null.', 'validateStateGetInput', ({ scope, key }) =>
    store.get(scope, key),
  );
  fn(
    'state::set',
    'Stores a value; returns {old_value, new_value} once the write is durable.',
    'validateStateSetInput',
    ({ scope, key, value, data }) => {
      const stored = value !== undefined ? value : data;
      if (stored === undefined)
        throw new EngineError(
          ErrorCode.deserializationError,
          'Failed to deserialize input for state::set: value is required (or its alias data)',
        );
      return store.set(scope, key, stored);
    },
  );
  fn(
    'state::delete',
    'Removes an entry; returns its previous value, or null.',
    'validateStateDeleteInput',
    ({ scope, key }) => store.delete(scope, key),
  );
  fn(
    'state::update',
    'Applies update ops in order, atomically; returns {old_value, new_value, errors?}.',
    'validateStateUpdateInput',
    ({ scope, key, ops }) => store.update(scope, key, ops),
  );
  fn(
    'state::compare_and_set',
    'Stores a value only if the entry equals `expected` (structurally); returns {ok, current}.',
    'validateStateCompareAndSetInput',
    (i) => store.compareAndSet(i.scope, i.key, i.expected, i.value),
  );
  fn('state::list', 'Every value of a scope, in key order.', 'validateStateListInput', ({ scope }) =>
    store.list(scope),
  );
  fn(
    'state::list_groups',
    'Every scope holding at least one entry, sorted.',
    'validateStateListGroupsInput',
    async () => ({ groups: await store.listGroups() }),
  );
  fn(
    'state::list_keys',
    "One page of a scope's entries with their values, by key prefix; returns {items, next_cursor}.",
    'validateStateListKeysInput',
    (i) => store.listKeys(i.scope, i.prefix ?? '', i.cursor ?? undefined, i.limit ?? DEFAULT_PAGE),
  );
}
