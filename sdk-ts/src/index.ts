/**
 * svc-sdk: write svc workers. `registerWorker()` connects to the engine; the worker registers
 * functions, triggers and trigger types, and invokes functions with `trigger()`.
 */
export { DEFAULT_ENGINE_URL, registerWorker, resolveEngineUrl, Worker, type WorkerOptions } from './worker.js';
export {
  type Channel,
  type ChannelChunk,
  ChannelReader,
  ChannelWriter,
  channelUrl,
  resolveChannels,
} from './channels.js';
export { ErrorCode, InvocationError, RegistrationError, SvcError } from './errors.js';
export type { InvocationErrorOptions, SvcErrorOptions } from './errors.js';
export { createLogger, silentLogger } from './logger.js';
export type { LogFields, Logger, LoggerOptions, LogLevel } from './logger.js';
export type {
  FunctionHandle,
  FunctionHandler,
  InvocationContext,
  RegisterFunctionOptions,
  TriggerHandle,
  TriggerInput,
  TriggerInstance,
  TriggerRequest,
  TriggerTypeDefinition,
  TriggerTypeHandle,
  TriggerTypeHandler,
} from './types.js';
export type { ConnectionState } from './transport/reconnecting-connection.js';
export type { Transport, TransportEvents, TransportFactory } from './transport/transport.js';
export { nodeTransport, type NodeTransportOptions } from './transport/node-transport.js';
export { SDK_VERSION } from './version.js';
