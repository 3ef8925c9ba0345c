/* DO NOT EDIT — generated from schema/contracts/channels/create-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/channels/create-output.schema.json` (ChannelsCreateOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/channels/create-output.schema.json',
  title: 'ChannelsCreateOutput',
  description:
    'Output of `engine::channels::create`: the two references to the new channel; hand one to another function in a payload.',
  type: 'object',
  required: ['writer', 'reader'],
  properties: {
    writer: {
      description: 'The side that sends (`direction: write`).',
      $ref: '../../common/channel-ref.schema.json',
    },
    reader: {
      description: 'The side that receives (`direction: read`).',
      $ref: '../../common/channel-ref.schema.json',
    },
  },
  additionalProperties: false,
  examples: [
    {
      writer: {
        channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
        access_key: 'w-kq3Xr9b2',
        direction: 'write',
      },
      reader: {
        channel_id: '0b8f3c1e-9a4d-4f7e-8c2a-5d6e7f809102',
        access_key: 'r-7Hs2pQ1z',
        direction: 'read',
      },
    },
  ],
};
