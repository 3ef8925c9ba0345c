/* DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate */
/**
 * The root `cluster:` section: several engines on one Redis behaving as one engine. Each engine registers itself in Redis with a heartbeat, learns the others, routes calls for functions only another engine serves to that engine, serves every engine's `http` triggers, and its built-in modules whose `adapter` is not set use Redis at `redis_url`. Absent: the engine runs alone.
 */
export interface ClusterConfig {
  /**
   * The Redis every engine of the cluster shares, e.g. `redis://127.0.0.1:6379`.
   */
  redis_url: string;
  /**
   * This engine's id in the cluster, unique among its engines; a random one when absent (a restarted engine then joins as a new member).
   */
  engine_id?: string;
  /**
   * How often the engine renews its membership and reads the others'. 500 by default.
   */
  heartbeat_ms?: number;
  /**
   * How long a membership lives without a heartbeat: an engine that stops heartbeating is gone for every other engine within `ttl_ms + heartbeat_ms` (2.5 s by default). 2000 by default; at least twice `heartbeat_ms`.
   */
  ttl_ms?: number;
  /**
   * Prefix of the Redis keys of the cluster's membership; engines that share it form one cluster.
   */
  key_prefix?: string;
  /**
   * The bridge address other engines connect to (`ws://host:port`); the bridge's own address when absent (enough when every engine runs on one host, or listens on a routable address).
   */
  advertise_url?: string;
  /**
   * The cluster's shared secret (write `${VAR}` to take it from the environment); every engine of the cluster has the same one. It is masked wherever the config is shown.
   */
  token?: string;
  /**
   * Longest wait for Redis to answer a membership command; past it Redis counts as down and calls to other engines fail with `cluster_unavailable`. 2000 by default.
   */
  command_timeout_ms?: number;
}
