/** The `local` adapter: an event goes straight to this engine's subscribers. */
import type { Deliver, EventsAdapter } from './adapter.js';

/** Opens the `local` adapter. */
export function openLocal(deliver: Deliver): EventsAdapter {
  return {
    name: 'local',
    publish: async (topic, data) => deliver(topic, data),
    close: async () => {},
  };
}
