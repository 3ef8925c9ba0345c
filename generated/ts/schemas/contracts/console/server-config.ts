/* DO NOT EDIT — generated from schema/contracts/console/server-config.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/server-config.schema.json` (ConsoleServerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/server-config.schema.json',
  title: 'ConsoleServerConfig',
  description:
    "Answer of the console server's `GET /api/config` (svc-console, port 3113): where it finds the engine, its own port and version, and what the UI shows. The fields of the reference console's answer, plus `bridgePort` and `otel`.",
  type: 'object',
  required: [
    'engineHost',
    'enginePort',
    'wsPort',
    'bridgePort',
    'consolePort',
    'version',
    'enableFlow',
    'otel',
  ],
  properties: {
    engineHost: { description: 'Host of the engine.', type: 'string' },
    enginePort: {
      description: "Port of the engine's HTTP API (svc-http).",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    wsPort: {
      description: "Port of the engine's stream socket (svc-stream), which carries the live feed.",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    bridgePort: {
      description: "Port of the engine's worker bridge.",
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    consolePort: {
      description: 'Port the console server listens on.',
      type: 'integer',
      minimum: 0,
      maximum: 65535,
    },
    version: { description: 'Version of svc-console.', type: 'string' },
    enableFlow: { description: 'Whether the Flow page is in the navigation.', type: 'boolean' },
    otel: {
      title: 'ConsoleServerOtel',
      description: 'Whether the console reports its own traces, and under which service name.',
      type: 'object',
      required: ['enabled', 'serviceName'],
      properties: {
        enabled: { description: 'True unless `--no-otel` or `OTEL_DISABLED`.', type: 'boolean' },
        serviceName: {
          description: '`--otel-service-name`, else `OTEL_SERVICE_NAME`, else `svc-console`.',
          type: 'string',
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  examples: [
    {
      engineHost: '127.0.0.1',
      enginePort: 3111,
      wsPort: 3112,
      bridgePort: 49134,
      consolePort: 3113,
      version: '0.1.0',
      enableFlow: false,
      otel: { enabled: true, serviceName: 'svc-console' },
    },
  ],
};
