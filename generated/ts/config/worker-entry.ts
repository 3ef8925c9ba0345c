/* DO NOT EDIT — generated from schema/config/worker-entry.schema.json by make generate */
import type { BuiltinWorkerEntry } from './builtin-worker-entry.js';
import type { PathWorkerEntry } from './path-worker-entry.js';

/**
 * One entry of the config's `workers:` list: either a built-in worker by name with its settings (the first name of each entry kind is svc's; the others are the iii names, accepted as aliases), or, when it has a `path`, a worker of your own that the engine's supervisor installs and runs.
 */
export type WorkerEntry = PathWorkerEntry | BuiltinWorkerEntry;
