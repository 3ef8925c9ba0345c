/* DO NOT EDIT — generated from schema/stream-wire/live-streams.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/live-streams.schema.json` (LiveStreamStats), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-streams.schema.json',
  title: 'LiveStreamStats',
  description:
    "`data` of the `stats` events of `svc:live` group `streams`: this socket server's traffic, sent once per `live_interval_ms` while it changes.",
  type: 'object',
  required: ['sockets', 'subscriptions', 'total', 'inbound', 'outbound', 'buffered_bytes', 'dropped'],
  properties: {
    sockets: { description: 'Client sockets open now.', type: 'integer', minimum: 0 },
    subscriptions: { description: 'Subscriptions held now.', type: 'integer', minimum: 0 },
    total: {
      description: 'Frames received and sent since the engine started: `inbound` + `outbound`.',
      type: 'integer',
      minimum: 0,
    },
    inbound: {
      description: 'Frames received from clients since the engine started.',
      type: 'integer',
      minimum: 0,
    },
    outbound: {
      description: 'Frames sent to clients since the engine started.',
      type: 'integer',
      minimum: 0,
    },
    buffered_bytes: {
      description: 'Bytes waiting to be written to all sockets now.',
      type: 'integer',
      minimum: 0,
    },
    dropped: {
      description: 'Sockets closed because they could not keep up (4010), since the engine started.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { sockets: 2, subscriptions: 3, total: 130, inbound: 10, outbound: 120, buffered_bytes: 0, dropped: 0 },
  ],
};
