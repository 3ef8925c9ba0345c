import type {
  InvokeFunction,
  Reattach,
  RegisterFunction,
  RegisterTrigger,
  RegisterTriggerType,
  WorkerMetadata,
} from '@svc/protocol';
import type { RegisterFunctionOptions, TriggerInput, TriggerRequest, TriggerTypeDefinition } from '../types.js';

/** The engine function every worker calls (void) on each connect to describe itself. */
export const WORKERS_REGISTER_FUNCTION_ID = 'engine::workers::register';

// Optional fields are left out rather than sent as undefined or null, as the engines expect.

/** `registerfunction` for `id` with the options the caller gave. */
export function registerFunctionFrame(id: string, options: RegisterFunctionOptions): RegisterFunction {
  const frame: RegisterFunction = { type: 'registerfunction', id };
  if (options.description !== undefined) frame.description = options.description;
  if (options.request_format !== undefined) frame.request_format = options.request_format;
  if (options.response_format !== undefined) frame.response_format = options.response_format;
  if (options.metadata !== undefined) frame.metadata = options.metadata;
  if (options.timeout_ms !== undefined) frame.timeout_ms = options.timeout_ms;
  return frame;
}

/** `registertrigger` with the SDK-made trigger `id`. */
export function registerTriggerFrame(id: string, input: TriggerInput): RegisterTrigger {
  const frame: RegisterTrigger = {
    type: 'registertrigger',
    id,
    trigger_type: input.type,
    function_id: input.function_id,
    // The iii engine drops a registertrigger without config; `{}` is what "no config" means.
    config: input.config === undefined ? {} : input.config,
  };
  if (input.metadata !== undefined) frame.metadata = input.metadata;
  return frame;
}

/** `registertriggertype` for a provided type. */
export function registerTriggerTypeFrame(definition: TriggerTypeDefinition): RegisterTriggerType {
  // The iii engine requires a description; an empty one is better than a dropped frame.
  const frame: RegisterTriggerType = {
    type: 'registertriggertype',
    id: definition.id,
    description: definition.description ?? '',
  };
  if (definition.trigger_request_format !== undefined) frame.trigger_request_format = definition.trigger_request_format;
  if (definition.call_request_format !== undefined) frame.call_request_format = definition.call_request_format;
  return frame;
}

/** `invokefunction` for a `trigger()` call; `invocationId` is undefined for a void call. */
export function invokeFunctionFrame(request: TriggerRequest, invocationId: string | undefined): InvokeFunction {
  const frame: InvokeFunction =
    invocationId === undefined
      ? { type: 'invokefunction', function_id: request.function_id, data: null }
      : { type: 'invokefunction', invocation_id: invocationId, function_id: request.function_id, data: null };
  // `data` is always sent: the iii engine drops an invokefunction without it.
  if (request.payload !== undefined) frame.data = request.payload as InvokeFunction['data'];
  if (request.metadata !== undefined) frame.metadata = request.metadata;
  if (request.action !== undefined) frame.action = request.action;
  // Only a deadline the caller chose goes on the wire; otherwise the function's own applies.
  if (request.timeout_ms !== undefined) frame.timeout_ms = request.timeout_ms;
  return frame;
}

/** The void `engine::workers::register` call that ends every start-up sequence. */
export function workersRegisterFrame(metadata: WorkerMetadata): InvokeFunction {
  return {
    type: 'invokefunction',
    function_id: WORKERS_REGISTER_FUNCTION_ID,
    data: metadata,
    action: { type: 'void' },
  };
}

/** `reattach` to the previous connection; the token is left out when that engine sent none. */
export function reattachFrame(previousWorkerId: string, token: string | undefined): Reattach {
  return token === undefined
    ? { type: 'reattach', previous_worker_id: previousWorkerId }
    : { type: 'reattach', previous_worker_id: previousWorkerId, reattach_token: token };
}
