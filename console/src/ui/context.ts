/** The engine client, provided by `<svc-app>` to every element under it. */
import { createContext } from '@lit/context';
import type { EngineClient } from './engine-client.js';

/** Context key of the shared {@link EngineClient}. */
export const clientContext = createContext<EngineClient>(Symbol('svc-engine-client'));
