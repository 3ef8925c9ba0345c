/* DO NOT EDIT — generated from schema/wire/ping.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/ping.schema.json` (Ping), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/ping.schema.json',
  title: 'Ping',
  description:
    'Either direction: JSON-level liveness probe; the receiver answers `pong`. Independent of WebSocket ping frames, which are answered too.',
  type: 'object',
  required: ['type'],
  properties: { type: { description: 'Message tag.', const: 'ping' } },
  additionalProperties: true,
  examples: [{ type: 'ping' }],
};
