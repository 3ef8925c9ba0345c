/* DO NOT EDIT — generated from schema/contracts/console/connectivity.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/connectivity.schema.json` (ConsoleConnectivity), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/connectivity.schema.json',
  title: 'ConsoleConnectivity',
  description:
    "Answer of the console server's `GET /api/connectivity`: the engine's bridge, HTTP API and stream socket, each checked by the console server itself (a WebSocket opened and closed, or `GET /_console/status`).",
  type: 'object',
  required: ['probes'],
  properties: {
    probes: {
      description: 'One check per listener, in the order bridge, http, websocket.',
      type: 'array',
      items: {
        title: 'ConsoleProbe',
        description: "One listener's check.",
        type: 'object',
        required: ['name', 'url', 'ok', 'ms'],
        properties: {
          name: { description: 'The listener.', enum: ['bridge', 'http', 'websocket'] },
          url: { description: 'The address checked.', type: 'string' },
          ok: { description: 'Whether it answered.', type: 'boolean' },
          ms: { description: 'How long the check took, in milliseconds.', type: 'integer', minimum: 0 },
          error: {
            description: "Why it failed (an errno code such as `ECONNREFUSED`, or the answer's status).",
            type: 'string',
          },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  examples: [
    {
      probes: [
        { name: 'bridge', url: 'ws://127.0.0.1:49134/', ok: true, ms: 2 },
        {
          name: 'http',
          url: 'http://127.0.0.1:3111/_console/status',
          ok: false,
          ms: 1,
          error: 'ECONNREFUSED',
        },
      ],
    },
  ],
};
