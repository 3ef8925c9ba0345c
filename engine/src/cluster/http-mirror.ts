/**
 * HTTP on every engine: each `http` trigger another engine of the cluster holds is bound here too,
 * as an engine-owned binding (`cluster:<engine>:<trigger id>`) of the same function, so this
 * engine's svc-http serves the route and the call is routed to an engine that serves the function.
 * A route this engine already serves (its own workers bound it, or another engine's copy did) is
 * not bound twice: replicas of one worker connected to several engines bind the same routes.
 */
import type { ClusterMember, JsonValue } from '@svc/protocol';
import type { TriggerEntry } from '../core/registry.js';
import type { Router } from '../core/router.js';
import type { Logger } from '../log.js';

type HttpTrigger = ClusterMember['http_triggers'][number];

const MIRROR = 'cluster:';

/** The route of an `http` config: `GET /path`. */
function route(config: JsonValue): string {
  const c = (config ?? {}) as { api_path?: unknown; http_method?: unknown };
  const path = String(c.api_path ?? '').replace(/^\/?/, '/');
  return `${String(c.http_method ?? 'GET').toUpperCase()} ${path}`;
}

/** Keeps the other engines' `http` triggers bound on this engine. */
export class HttpMirror {
  /** Mirrored bindings by their id here. */
  private readonly mirrored = new Map<string, TriggerEntry>();

  constructor(
    private readonly router: Router,
    private readonly logger: Logger,
  ) {}

  /** This engine's own `http` bindings (copies of other engines' are left out), for its record. */
  ownTriggers(): HttpTrigger[] {
    return this.router.registry
      .triggersOfType('http')
      .filter((t) => !t.id.startsWith(MIRROR))
      .map((t) => ({ id: t.id, function_id: t.functionId, config: t.config as Record<string, JsonValue> }));
  }

  /** Binds what the members hold and this engine does not, and unbinds what no member holds any more. */
  sync(members: ReadonlyMap<string, ClusterMember>): void {
    const wanted = new Map<string, HttpTrigger>();
    const routes = new Set(this.ownTriggers().map((t) => route(t.config)));
    for (const [engineId, member] of [...members].sort(([a], [b]) => a.localeCompare(b))) {
      for (const trigger of member.http_triggers) {
        const key = route(trigger.config);
        if (routes.has(key)) continue;
        routes.add(key);
        wanted.set(`${MIRROR}${engineId}:${trigger.id}`, trigger);
      }
    }
    for (const [id, entry] of this.mirrored) {
      const trigger = wanted.get(id);
      if (trigger && trigger.function_id === entry.functionId && route(trigger.config) === route(entry.config))
        continue;
      this.mirrored.delete(id);
      this.router.removeTrigger(entry);
    }
    for (const [id, trigger] of wanted) {
      if (this.mirrored.has(id)) continue;
      const registration = {
        type: 'registertrigger' as const,
        id,
        trigger_type: 'http',
        function_id: trigger.function_id,
        config: trigger.config,
      };
      this.router.registerEngineTrigger(registration).then(
        (entry) => {
          if (this.router.registry.triggers.get(id) === entry) this.mirrored.set(id, entry);
        },
        (error: Error) =>
          this.logger.warn('http route of another engine not served here', { trigger_id: id, error: error.message }),
      );
      const entry = this.router.registry.triggers.get(id);
      if (entry) this.mirrored.set(id, entry);
    }
  }

  /** Unbinds every copy (leaving the cluster). */
  clear(): void {
    for (const entry of this.mirrored.values()) this.router.removeTrigger(entry);
    this.mirrored.clear();
  }
}
