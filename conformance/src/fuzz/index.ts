/**
 * Property-based protocol fuzzing: `fuzzEngine` drives an engine URL, `fuzzWorker` a worker
 * command; both report a seed, and on failure the shrunk counterexample and the command line that
 * replays it. The generators are usable on their own: instances of any schema of
 * `@svc/protocol`, their one-constraint mutations, and raw frames.
 */
export { schemaArbitrary, nodeArbitrary, type ArbitraryOptions, type Site } from './arbitraries.js';
export { fuzzEngine, type FuzzEngineOptions } from './engine.js';
export { floodEngine, type FloodOptions, type FloodReport } from './flood.js';
export { mutate, mutationArbitrary, type DrawnMutation, type Mutation, type MutationSet } from './mutations.js';
export { rawFrameArbitrary, renderRaw, type RawContext, type RawFrame, type Rendered } from './raw.js';
export type { FuzzReport } from './run.js';
export { fuzzWorker, type FuzzWorkerOptions } from './worker.js';
