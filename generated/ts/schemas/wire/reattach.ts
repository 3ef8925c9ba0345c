/* DO NOT EDIT — generated from schema/wire/reattach.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/reattach.schema.json` (Reattach), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/reattach.schema.json',
  title: 'Reattach',
  description:
    'Worker to engine, first frame after a reconnect: retire my previous connection before processing the registrations that follow. Never answered; a wrong token or a connection that is already gone is ignored.',
  type: 'object',
  required: ['type', 'previous_worker_id'],
  properties: {
    type: { description: 'Message tag.', const: 'reattach' },
    previous_worker_id: {
      description: '`worker_id` the engine sent on the previous connection.',
      type: 'string',
    },
    reattach_token: {
      description:
        '`reattach_token` the engine sent on the previous connection; left out when that engine sent none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'reattach',
      previous_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
    },
  ],
};
