/* DO NOT EDIT — generated from schema/config/workers/svc-channels.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-channels.schema.json` (SvcChannelsConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-channels.schema.json',
  title: 'SvcChannelsConfig',
  description:
    "Config of `svc-channels`: streaming channels (`engine::channels::create`), served at `/ws/channels/<id>` on the bridge's listener.",
  type: 'object',
  properties: {
    max_channels: {
      description:
        'Channels that may be open at once; `engine::channels::create` past it fails with `channel_limit_reached`.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    buffer_bytes: {
      description:
        "Bytes a channel holds for its reader (queued and unsent to the socket); past it the writer's socket is paused until the reader catches up. A `buffer_size` asked at create is capped by it.",
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    max_frame_bytes: {
      description: 'Largest frame a writer may send; a larger one closes the writer with 1009.',
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    connect_timeout_ms: {
      description:
        'How long a side of a channel may stay unconnected before the channel is removed (its connected side is closed with 1001).',
      type: 'integer',
      minimum: 1,
      default: 60000,
    },
  },
  additionalProperties: false,
  examples: [{}, { max_channels: 64, buffer_bytes: 65536 }],
};
