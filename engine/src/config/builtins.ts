/**
 * The built-in workers a config may name, under svc's names and the aliases the schema accepts
 * (iii names and legacy module classes).
 */

/** Canonical name of every built-in, by each name it may be listed under. */
export const BUILTIN_ALIASES: Record<string, string> = {
  'svc-bridge': 'svc-bridge',
  'iii-worker-manager': 'svc-bridge',
  'svc-http': 'svc-http',
  'iii-http': 'svc-http',
  http: 'svc-http',
  'modules::api::RestApiModule': 'svc-http',
  'svc-state': 'svc-state',
  'iii-state': 'svc-state',
  state: 'svc-state',
  'modules::state::StateModule': 'svc-state',
  'svc-stream': 'svc-stream',
  'iii-stream': 'svc-stream',
  stream: 'svc-stream',
  'modules::stream::StreamModule': 'svc-stream',
  'svc-cron': 'svc-cron',
  'iii-cron': 'svc-cron',
  cron: 'svc-cron',
  'modules::cron::CronModule': 'svc-cron',
  'svc-events': 'svc-events',
  'iii-pubsub': 'svc-events',
  pubsub: 'svc-events',
  'modules::pubsub::PubSubModule': 'svc-events',
  'svc-queue': 'svc-queue',
  'iii-queue': 'svc-queue',
  queue: 'svc-queue',
  'modules::queue::QueueModule': 'svc-queue',
  'svc-observability': 'svc-observability',
  'iii-observability': 'svc-observability',
  'modules::observability::OtelModule': 'svc-observability',
};

/** Built-ins this engine runs. A config naming another one is refused at start. */
export const AVAILABLE_BUILTINS = new Set(['svc-bridge', 'svc-http', 'svc-state']);

/** The embedded default config, used when no config file is given. */
export const DEFAULT_CONFIG_YAML = `# svc engine default config
workers:
  - name: svc-bridge
    config:
      host: \${SVC_HOST:127.0.0.1}
      port: \${SVC_PORT:49134}
  - name: svc-http
    config:
      host: \${SVC_HTTP_HOST:127.0.0.1}
      port: \${SVC_HTTP_PORT:3111}
  - name: svc-state
    config:
      adapter: { name: in_memory }
`;
