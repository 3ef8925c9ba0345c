/* DO NOT EDIT — generated from schema/common/channel-ref.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `common/channel-ref.schema.json` (ChannelRef), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/channel-ref.schema.json',
  title: 'ChannelRef',
  description:
    'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
  type: 'object',
  required: ['channel_id', 'access_key', 'direction'],
  properties: {
    channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
    access_key: {
      description: 'Secret that authorises this end of the channel.',
      type: 'string',
      minLength: 1,
    },
    direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
  },
  additionalProperties: true,
  examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
};
