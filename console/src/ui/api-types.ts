/**
 * Shapes of the console API's answers, built from the generated contract types: the item types
 * come from `generated/`; only the list envelopes that `/_console/*` puts around them are named
 * here.
 */
import type {
  ConsoleConnectivity,
  ConsoleEngineInfo,
  ConsoleServerConfig,
  EngineFunctionDetail,
  EngineFunctionSummary,
  EngineRegisteredTriggerSummary,
  EngineTriggerTypeSummary,
  EngineWorkerSummary,
  EngineWorkersInfoOutput,
  StateListKeysOutput,
} from '@svc/protocol';

export type {
  ConsoleEngineInfo,
  ConsoleError,
  EngineFunctionDetail,
  EngineFunctionSummary,
  EngineRegisteredTriggerSummary,
  EngineWorkerSummary,
  EngineWorkersInfoOutput,
  JsonValue,
  LiveInvocationPoint,
  LiveInvocationStats,
  LiveRegistryChanges,
  LiveStateChange,
  LiveStateChanges,
  LiveStreamStats,
  StateKeyValue,
} from '@svc/protocol';

/** `GET /_console/status`. */
export interface StatusAnswer {
  status: string;
  workers: number;
  functions: number;
}

/** `GET /_console/functions`. */
export interface FunctionsAnswer {
  functions: EngineFunctionSummary[];
}

/** `GET /_console/functions/:id`. */
export type FunctionDetailAnswer = EngineFunctionDetail;

/** A trigger binding with the console's status of it. */
export type ConsoleTrigger = EngineRegisteredTriggerSummary & {
  console_status?: 'active' | 'error' | 'inactive';
  reason?: string;
};

/** `GET /_console/triggers`. */
export interface TriggersAnswer {
  triggers: ConsoleTrigger[];
}

/** `GET /_console/trigger-types`. */
export interface TriggerTypesAnswer {
  triggers: EngineTriggerTypeSummary[];
}

/** `GET /_console/workers`. */
export interface WorkersAnswer {
  workers: EngineWorkerSummary[];
}

/** `GET /_console/workers/:name`. */
export type WorkerDetailAnswer = EngineWorkersInfoOutput;

/** `GET /_console/info`. */
export type InfoAnswer = ConsoleEngineInfo;

/** `GET /_console/states/groups`. */
export interface StateGroupsAnswer {
  groups: { id: string; count?: number }[];
  count: number;
}

/** `POST /_console/states/group`. */
export type StateItemsAnswer = StateListKeysOutput;

/** `GET /_console/streams/list`. */
export interface StreamsAnswer {
  stream: { id: string; groups: string[]; system?: boolean }[];
  count: number;
}

/** `GET /api/config` of the console server. */
export type ConsoleConfig = ConsoleServerConfig;

/** `GET /api/connectivity` of the console server. */
export type ConnectivityAnswer = ConsoleConnectivity;
