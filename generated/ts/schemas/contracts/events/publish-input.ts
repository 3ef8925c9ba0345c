/* DO NOT EDIT — generated from schema/contracts/events/publish-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/events/publish-input.schema.json` (EventsPublishInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-input.schema.json',
  title: 'EventsPublishInput',
  description:
    'Input of `publish`: the event. Every function bound to `topic` by an `event` or `subscribe` trigger is invoked with `data`.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic to publish to; an empty topic fails with `topic_not_set`.', type: 'string' },
    data: {
      description: 'What each subscriber receives as its payload; null when absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'user.signed_up', data: { user_id: 'u1' } }, { topic: 'tick' }],
};
