/* DO NOT EDIT — generated from schema/stream-wire/live-states.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `stream-wire/live-states.schema.json` (LiveStateChanges), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-states.schema.json',
  title: 'LiveStateChanges',
  description:
    '`data` of the `changes` events of `svc:live` group `states`: state entries created, updated or deleted since the last frame (at most one frame per `live_interval_ms`), the last change of each entry only. A client reads once, then applies these; when `dropped` is above 0 it reads again.',
  type: 'object',
  required: ['changes', 'dropped'],
  properties: {
    changes: {
      description: 'The entries that changed, at most 500 per frame, each with its last change.',
      type: 'array',
      items: {
        title: 'LiveStateChange',
        description: 'The last change of one entry in the window.',
        type: 'object',
        required: ['scope', 'key', 'event_type'],
        properties: {
          scope: { description: 'Scope (group) of the entry.', type: 'string' },
          key: { description: 'Key of the entry.', type: 'string' },
          event_type: {
            description: 'What its last change was, as in `contracts/state-event`.',
            enum: ['state:created', 'state:updated', 'state:deleted'],
          },
          value: {
            description:
              "The entry's value after the change; absent after a delete and when `value_omitted`.",
            $ref: '../common/json-value.schema.json',
          },
          value_omitted: {
            description:
              'True when the value is too large for the feed (over 4096 characters of JSON): read it with `state::get`.',
            type: 'boolean',
          },
        },
        additionalProperties: true,
      },
    },
    dropped: {
      description:
        'Further entries that changed in the window but did not fit in `changes`; read the scope again when above 0.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    {
      changes: [
        { scope: 'users', key: 'u1', event_type: 'state:updated', value: { n: 2 } },
        { scope: 'users', key: 'u2', event_type: 'state:deleted' },
      ],
      dropped: 0,
    },
  ],
};
