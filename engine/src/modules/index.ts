/**
 * The configurable built-in modules, one descriptor each: adding a module is its folder and one
 * line here. Their names and aliases are checked against the config schema's in `make test`.
 * `svc-bridge` is not here: it is the engine's own listener, started by `startEngine` itself.
 */
import { channelsModule } from './channels/index.js';
import { cronModule } from './cron/index.js';
import { eventsModule } from './events/index.js';
import type { ModuleDescriptor } from './host.js';
import { httpModule } from './http/index.js';
import { httpFunctionsModule } from './http-functions/index.js';
import { queueModule } from './queue/index.js';
import { observabilityModule } from './observability/index.js';
import { stateModule } from './state/index.js';
import { streamModule } from './stream/index.js';

export type * from './host.js';
export { engineModule } from './engine-functions/index.js';

/** Every configurable built-in module, in no particular order (the config decides the start order). */
// biome-ignore lint/suspicious/noExplicitAny: each descriptor is typed by its own settings
export const BUILTIN_MODULES: readonly ModuleDescriptor<any>[] = [
  httpModule,
  stateModule,
  eventsModule,
  cronModule,
  queueModule,
  streamModule,
  observabilityModule,
  channelsModule,
  httpFunctionsModule,
];

/** The descriptor of the module `name` (canonical), if this engine has it. */
// biome-ignore lint/suspicious/noExplicitAny: each descriptor is typed by its own settings
export function moduleNamed(name: string): ModuleDescriptor<any> | undefined {
  return BUILTIN_MODULES.find((module) => module.name === name);
}
