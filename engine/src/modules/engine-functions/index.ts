/**
 * The `engine` module: `engine::*` functions and the engine's trigger types, served in process,
 * and the console API (`/_console/*`, served by svc-http when it runs). It is always on, and the
 * one module given the registry view and the engine's description of itself.
 */
import type { Validator } from '@svc/protocol';
import { type EngineAbout, mountConsoleApi } from '../console-api/index.js';
import type { ClusterView, ModuleDescriptor, RegistryView } from '../host.js';
import { registerEngineFunctions } from './functions.js';
import { registerEngineTriggers } from './triggers.js';

export { FUNCTIONS_AVAILABLE, WORKERS_AVAILABLE } from './triggers.js';

/** The engine module's descriptor; `svc-bridge` settings are not its own, so it takes none. */
export const engineModule: ModuleDescriptor<
  Record<string, never>,
  { registry: RegistryView; about?: EngineAbout; cluster?: () => ClusterView | undefined }
> = {
  name: 'engine',
  aliases: [],
  description: 'Engine discovery functions and trigger types',
  settings: ((settings: unknown): settings is Record<string, never> =>
    typeof settings === 'object' && settings !== null) as Validator<Record<string, never>>,
  async start(host) {
    registerEngineFunctions(host, host.registry, host.cluster);
    registerEngineTriggers(host, host.registry);
    if (host.about) mountConsoleApi(host, host.about, host.cluster);
    return undefined;
  },
};
