/* DO NOT EDIT — generated from schema/contracts/channels/create-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/channels/create-input.schema.json` (ChannelsCreateInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/channels/create-input.schema.json',
  title: 'ChannelsCreateInput',
  description:
    "Input of `engine::channels::create`. The channel belongs to the calling worker's connection (`_caller_worker_id`) and is removed when that connection goes away.",
  type: 'object',
  properties: {
    buffer_size: {
      description:
        "Bytes the channel may hold for its reader before the writer is slowed; capped by svc-channels' `buffer_bytes`. Null or absent: that setting.",
      type: ['integer', 'null'],
      minimum: 1,
    },
    _caller_worker_id: {
      description: 'Injected by the engine: the calling worker, which owns the channel.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{}, { buffer_size: 65536 }, { buffer_size: null }],
};
