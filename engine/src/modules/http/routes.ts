/**
 * The route table of `http` triggers: a tree keyed by path segment, so a lookup costs one map
 * probe per segment of the request path whatever the number of routes.
 *
 * A pattern's *shape* is its method and segments with every parameter name erased
 * (`GET /users/:`); two routes of one shape must agree on their parameter names, and a route of
 * the same method and pattern replaces the earlier one, which is served again if the newer one
 * goes first (two replicas of a worker binding one route: either may leave).
 */

/** A served route: one `http` trigger binding. */
export interface Route<T> {
  /** The binding's trigger id. */
  triggerId: string;
  method: string;
  /** The pattern normalised: a leading `/`, `{name}` written `:name`, no trailing `/`. */
  pattern: string;
  /** Parameter names in order. */
  params: string[];
  /** What the route serves (the trigger binding). */
  target: T;
}

/** A lookup hit: the route and its percent-decoded parameter values. */
export interface Match<T> {
  route: Route<T>;
  params: Record<string, string>;
}

/** A segment of the tree; parameters share one child whatever their name. */
interface Node<T> {
  statics: Map<string, Node<T>>;
  param?: Node<T>;
  routes: Map<string, Route<T>>;
}

/** Methods an `http` trigger may name. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;

const PARAM = /^(?::([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})$/;

/** A pattern split into segments; throws a message fit for `trigger_registration_failed`. */
export function parsePattern(apiPath: string): { pattern: string; segments: (string | { param: string })[] } {
  const raw = apiPath.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  if (raw.startsWith('_'))
    throw new Error(`api_path ${JSON.stringify(apiPath)} is reserved: paths beginning with /_ belong to the engine`);
  if (/[?#\s]/.test(raw))
    throw new Error(`api_path ${JSON.stringify(apiPath)} must be a path without a query, fragment or spaces`);
  const segments = raw === '' ? [] : raw.split('/');
  const seen = new Set<string>();
  const parsed = segments.map((segment) => {
    if (segment === '') throw new Error(`api_path ${JSON.stringify(apiPath)} has an empty segment (//)`);
    const param = PARAM.exec(segment);
    if (param) {
      const name = (param[1] ?? param[2])!;
      if (seen.has(name)) throw new Error(`api_path ${JSON.stringify(apiPath)} names the parameter ${name} twice`);
      seen.add(name);
      return { param: name };
    }
    if (segment.includes(':') || segment.includes('{') || segment.includes('}')) {
      throw new Error(
        `api_path ${JSON.stringify(apiPath)}: segment ${JSON.stringify(segment)} ` +
          'is neither literal nor a :name / {name} parameter',
      );
    }
    return segment;
  });
  const pattern = `/${parsed.map((s) => (typeof s === 'string' ? s : `:${s.param}`)).join('/')}`;
  return { pattern, segments: parsed };
}

/** Routes of `http` triggers, by method and path. */
export class RouteTable<T> {
  private readonly root: Node<T> = { statics: new Map(), routes: new Map() };
  private readonly byTrigger = new Map<string, { node: Node<T>; route: Route<T> }>();
  /** Routes replaced by a newer one of the same method and pattern, by trigger id. */
  private readonly waiting = new Map<string, { node: Node<T>; route: Route<T> }>();
  /** For a served route, the routes it replaced, oldest first. */
  private readonly behind = new Map<Route<T>, Route<T>[]>();

  /** Number of routes served. */
  get size(): number {
    return this.byTrigger.size;
  }

  /** Every route, in no particular order. */
  routes(): Route<T>[] {
    return [...this.byTrigger.values()].map((entry) => entry.route);
  }

  /**
   * Adds a route, replacing one of the same method and pattern. Throws when a route of the same
   * shape names its parameters differently (`/u/:id` vs `/u/:uid`).
   */
  add(triggerId: string, method: string, apiPath: string, target: T): Route<T> {
    const { pattern, segments } = parsePattern(apiPath);
    const upper = method.toUpperCase();
    let node = this.root;
    for (const segment of segments) {
      if (typeof segment === 'string') {
        let next = node.statics.get(segment);
        if (!next) node.statics.set(segment, (next = { statics: new Map(), routes: new Map() }));
        node = next;
      } else {
        node = node.param ??= { statics: new Map(), routes: new Map() };
      }
    }
    const existing = node.routes.get(upper);
    if (existing && existing.pattern !== pattern) {
      throw new Error(
        `route ${upper} ${pattern} conflicts with ${upper} ${existing.pattern}: ` +
          'the same path shape must use the same parameter names',
      );
    }
    this.remove(triggerId);
    const current = node.routes.get(upper);
    const route: Route<T> = {
      triggerId,
      method: upper,
      pattern,
      params: segments.flatMap((s) => (typeof s === 'string' ? [] : [s.param])),
      target,
    };
    if (current) {
      const queue = this.behind.get(current) ?? [];
      this.behind.delete(current);
      queue.push(current);
      this.behind.set(route, queue);
      this.byTrigger.delete(current.triggerId);
      this.waiting.set(current.triggerId, { node, route: current });
    }
    node.routes.set(upper, route);
    this.byTrigger.set(triggerId, { node, route });
    return route;
  }

  /**
   * Removes the route of `triggerId` and returns it; the route it replaced, if any, is served
   * again. A route another binding has replaced is only forgotten (undefined).
   */
  remove(triggerId: string): Route<T> | undefined {
    const waiting = this.waiting.get(triggerId);
    if (waiting) {
      this.waiting.delete(triggerId);
      const served = waiting.node.routes.get(waiting.route.method);
      const queue = served && this.behind.get(served);
      if (queue) queue.splice(queue.indexOf(waiting.route), 1);
      return undefined;
    }
    const entry = this.byTrigger.get(triggerId);
    if (!entry) return undefined;
    this.byTrigger.delete(triggerId);
    const { node, route } = entry;
    if (node.routes.get(route.method) !== route) return route;
    const queue = this.behind.get(route) ?? [];
    this.behind.delete(route);
    const previous = queue.pop();
    if (!previous) {
      node.routes.delete(route.method);
      return route;
    }
    node.routes.set(route.method, previous);
    this.waiting.delete(previous.triggerId);
    this.byTrigger.set(previous.triggerId, { node, route: previous });
    if (queue.length > 0) this.behind.set(previous, queue);
    return route;
  }

  /**
   * The route serving `method` at `path` (the request path without its query), or undefined.
   * Literal segments win over parameters; a HEAD request falls back to the GET route.
   */
  match(method: string, path: string): Match<T> | undefined {
    const segments = path.split('/');
    const values: string[] = [];
    const node = this.walk(this.root, segments, 0, values, method);
    if (!node) return undefined;
    const route = (node.routes.get(method) ?? node.routes.get('GET'))!;
    const params: Record<string, string> = {};
    for (let i = 0; i < route.params.length; i++) params[route.params[i]!] = decode(values[i]!);
    return { route, params };
  }

  /**
   * Methods some route serves at `path`, in the order of {@link HTTP_METHODS}, with HEAD where GET
   * is: what `match` would find for each method (for the `Allow` header of a 405).
   */
  methodsAt(path: string): string[] {
    const found = new Set<string>();
    this.collect(this.root, path.split('/'), 0, found);
    if (found.has('GET')) found.add('HEAD');
    return HTTP_METHODS.filter((method) => found.has(method));
  }

  /**
   * Depth-first over the segments (empty ones skipped: `//a/` is `/a`): a literal child first,
   * then the parameter child, backtracking on a dead end, to the first node at the end of the
   * path that serves `method` (HEAD: or GET).
   */
  private walk(
    node: Node<T>,
    segments: string[],
    index: number,
    values: string[],
    method: string,
  ): Node<T> | undefined {
    while (index < segments.length && segments[index] === '') index++;
    if (index === segments.length)
      return node.routes.has(method) || (method === 'HEAD' && node.routes.has('GET')) ? node : undefined;
    const segment = segments[index]!;
    const literal = node.statics.get(segment);
    if (literal) {
      const found = this.walk(literal, segments, index + 1, values, method);
      if (found) return found;
    }
    if (node.param) {
      values.push(segment);
      const found = this.walk(node.param, segments, index + 1, values, method);
      if (found) return found;
      values.pop();
    }
    return undefined;
  }

  /** Adds to `found` the methods of every node the path reaches, by literal or parameter children. */
  private collect(node: Node<T>, segments: string[], index: number, found: Set<string>): void {
    while (index < segments.length && segments[index] === '') index++;
    if (index === segments.length) {
      for (const method of node.routes.keys()) found.add(method);
      return;
    }
    const literal = node.statics.get(segments[index]!);
    if (literal) this.collect(literal, segments, index + 1, found);
    if (node.param) this.collect(node.param, segments, index + 1, found);
  }
}

/** Percent-decodes a path segment; a malformed escape is kept as sent. */
function decode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
