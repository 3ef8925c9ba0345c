/* DO NOT EDIT — generated from schema/config/cluster.schema.json by make generate */
/**
 * Settings engines of one cluster share. `token` is the secret engines present to each other; it is masked wherever the config is shown.
 */
export interface ClusterConfig {
  /**
   * The cluster's shared secret (write `${VAR}` to take it from the environment); every engine of the cluster has the same one.
   */
  token?: string;
  [k: string]: unknown | undefined;
}
