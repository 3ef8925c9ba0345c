/* DO NOT EDIT — generated from schema/triggers/stream.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/stream.schema.json` (StreamTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/stream.schema.json',
  title: 'StreamTriggerConfig',
  description:
    'Config of a `stream` trigger: invoke `function_id` when an item of `stream_name` is created, updated, deleted or sent an event. The handler receives contracts/stream-event. Unknown keys are ignored.',
  type: 'object',
  required: ['stream_name'],
  properties: {
    stream_name: { description: 'Stream to watch.', type: 'string', minLength: 1 },
    group_id: { description: 'Only this group of the stream.', type: 'string' },
    item_id: { description: 'Only this item.', type: 'string' },
    condition_function_id: {
      description:
        'Function called with the change payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ stream_name: 'todo' }, { stream_name: 'todo', group_id: 'inbox', item_id: 't1' }],
};
