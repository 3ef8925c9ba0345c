/**
 * Several engines on one Redis behaving as one engine. The cluster keeps this engine's membership
 * (`membership.ts`), publishes what it serves whenever its functions, workers or `http` triggers
 * change, keeps a link (`peer-link.ts`) to every other engine, and gives the router a remote
 * route: a call for a function no local worker serves goes to an engine that serves it. Every
 * other engine's `http` triggers are bound here too (`http-mirror.ts`), so any engine answers
 * any route.
 */
import type { ClusterMember, EngineFunctionSummary, EngineWorkerSummary, ErrorBody, JsonValue } from '@svc/protocol';
import type { WorkerLink } from '../core/link.js';
import type { RemoteRoute, Router } from '../core/router.js';
import { ErrorCode } from '../errors.js';
import type { Logger } from '../log.js';
import type { ClusterView } from '../modules/host.js';
import type { ClusterSettings } from './config.js';
import { HttpMirror } from './http-mirror.js';
import { Membership } from './membership.js';
import { PeerLink } from './peer-link.js';

export { clusterModuleSettings, clusterSettings, type ClusterSettings } from './config.js';

/** Prefix of the worker ids of other engines' changes in this engine's events. */
const REMOTE = 'cluster-member:';

/** A running cluster membership. */
export interface Cluster extends ClusterView {
  /** Leaves the cluster at once: the others drop this engine now and route nothing more here. */
  leave(): Promise<void>;
  /** Closes the links to the other engines (after this engine's calls in flight have ended). */
  close(): void;
}

/** Where this engine is reached, and what it runs on. */
export interface ClusterStart {
  router: Router;
  bridgeUrl: string;
  logger: Logger;
}

/** Joins the cluster; rejects with `store_unavailable` when Redis cannot be reached. */
export async function startCluster(settings: ClusterSettings, start: ClusterStart): Promise<Cluster> {
  const { router, logger } = start;
  const engineId = settings.engineId;
  const startedAtMs = Date.now();
  const links = new Map<string, PeerLink>();
  /**
   * The routes to each function served elsewhere, made once and kept until the members or the
   * links change (a call then costs one lookup, not a pass over the members).
   */
  const routes = new Map<string, RemoteRoute[]>();
  const mirror = new HttpMirror(router, logger);
  let next = 0;

  const record = async (): Promise<ClusterMember> => {
    const serves: NonNullable<ClusterMember['serves']> = {};
    for (const entry of router.registry.functions.values()) {
      // Every replica of a pool counts (`duplicate_functions: pool`).
      const served = { workers: entry.replicas.length } as { workers: number; timeout_ms?: number };
      if (entry.registration.timeout_ms !== undefined) served.timeout_ms = entry.registration.timeout_ms;
      serves[entry.id] = served;
    }
    const local = { engine: 'local' } as JsonValue;
    const [functions, workers] = await Promise.all([
      router.invoke('engine::functions::list', local).catch(() => ({ functions: [] })),
      router.invoke('engine::workers::list', local).catch(() => ({ workers: [] })),
    ]);
    return {
      engine_id: engineId,
      bridge_url: settings.advertiseUrl ?? start.bridgeUrl,
      started_at_ms: startedAtMs,
      serves,
      functions: ((functions as { functions: EngineFunctionSummary[] }).functions ?? []).map((f) => ({
        ...f,
        engine: engineId,
      })),
      workers: ((workers as { workers: EngineWorkerSummary[] }).workers ?? []).map((w) => ({
        ...w,
        engine: engineId,
      })),
      http_triggers: mirror.ownTriggers(),
    };
  };

  const membership = new Membership(settings, await record(), logger, {
    changed: (members) => {
      routes.clear();
      for (const [id, link] of links) {
        const member = members.get(id);
        if (member?.bridge_url === link.url) continue;
        // Gone (or restarted elsewhere): its calls end now with invocation_stopped.
        links.delete(id);
        link.terminate();
      }
      for (const [id, member] of members) {
        if (!links.has(id)) links.set(id, connect(id, member.bridge_url));
      }
      mirror.sync(members);
      announceChanges(members);
    },
  });
  /**
   * What the other engines serve, as engine events: the live feed and `engine::functions-available`
   * of this engine then follow the whole cluster's functions. Their worker id is
   * `cluster-member:<engine>`, which names no link here. Workers joining other engines are not
   * announced, so this engine's worker metrics count its own workers only.
   */
  const known = new Map<string, Set<string>>();
  const announceChanges = (members: ReadonlyMap<string, ClusterMember>) => {
    for (const id of new Set([...known.keys(), ...members.keys()])) {
      const member = members.get(id);
      const before = known.get(id) ?? new Set<string>();
      // What its listing shows: the built-ins every engine serves (`state::*`, ...) are not news.
      const after = new Set((member?.functions ?? []).map((f) => f.function_id));
      const workerId = `${REMOTE}${id}`;
      for (const functionId of after)
        if (!before.has(functionId)) router.announce({ type: 'function_registered', functionId, workerId });
      for (const functionId of before)
        if (!after.has(functionId)) router.announce({ type: 'function_unregistered', functionId, workerId });
      if (member) known.set(id, after);
      else known.delete(id);
    }
  };
  const connect = (id: string, url: string): PeerLink =>
    new PeerLink(
      id,
      url,
      engineId,
      router,
      logger,
      (link) => {
        if (links.get(id) !== link) return;
        links.delete(id);
        routes.clear();
        // The engine is still a member (a dropped socket): connect again after a pause.
        setTimeout(() => {
          const member = membership.members.get(id);
          if (member && !links.has(id) && !stopped) {
            links.set(id, connect(id, member.bridge_url));
            routes.clear();
          }
        }, 200).unref();
      },
      settings.token,
    );

  let stopped = false;
  let pending: NodeJS.Timeout | undefined;
  const republish = () => {
    if (pending || stopped) return;
    // Changes come in bursts (a worker registering twenty functions): one record for the burst.
    pending = setTimeout(() => {
      pending = undefined;
      void record().then((next) => membership.update(next));
    }, 20);
  };
  const stopEvents = router.onEvent((event) => {
    // Other engines' changes (announced above) are theirs to publish.
    if ('workerId' in event && event.workerId.startsWith(REMOTE)) return;
    republish();
  });

  router.setRemoteRoute((functionId: string, from: WorkerLink | undefined): RemoteRoute | ErrorBody | undefined => {
    // A call that already crossed from another engine is served here or nowhere.
    if (from?.info.clusterPeer !== undefined) return undefined;
    if (!membership.attached)
      return {
        code: ErrorCode.clusterUnavailable,
        message:
          `${functionId} is not served on this engine, ` +
          "and the cluster's Redis cannot be reached to find an engine that serves it",
      };
    let serving = routes.get(functionId);
    if (serving === undefined) {
      serving = routesTo(functionId);
      // Only ids served somewhere are kept: calls for any other id must not grow the table.
      if (serving.length === 0) return undefined;
      routes.set(functionId, serving);
    }
    return serving[next++ % serving.length];
  });
  /** The routes to the engines that serve `functionId`, in membership order. */
  const routesTo = (functionId: string): RemoteRoute[] => {
    const serving: RemoteRoute[] = [];
    for (const [id, member] of membership.members) {
      const link = links.get(id);
      const served = member.serves?.[functionId];
      if (!link || !served) continue;
      const timeoutMs = served.timeout_ms;
      serving.push({
        id: functionId,
        owner: link,
        registration: {
          type: 'registerfunction',
          id: functionId,
          ...(typeof timeoutMs === 'number' ? { timeout_ms: timeoutMs } : {}),
        },
      });
    }
    return serving;
  };

  await membership.start();
  logger.info('joined cluster', { engine_id: engineId, members: [...membership.members.keys()] });
  return {
    engineId,
    members: () => membership.members,
    fanOut: async (functionId, data, timeoutMs) => {
      const asked = [...links].map(async ([engine, link]) => {
        try {
          return [{ engine, result: await link.request(functionId, data, timeoutMs) }];
        } catch (error) {
          logger.debug('cluster query unanswered', {
            engine_id: engine,
            function_id: functionId,
            error: String(error),
          });
          return [];
        }
      });
      return (await Promise.all(asked)).flat();
    },
    leave: async () => {
      stopped = true;
      clearTimeout(pending);
      stopEvents();
      mirror.clear();
      await membership.leave();
    },
    close: () => {
      router.setRemoteRoute(undefined);
      for (const link of [...links.values()]) link.close(1001, 'engine leaving the cluster');
      links.clear();
      routes.clear();
    },
  };
}
