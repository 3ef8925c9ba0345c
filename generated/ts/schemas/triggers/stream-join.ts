/* DO NOT EDIT — generated from schema/triggers/stream-join.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/stream-join.schema.json` (StreamJoinTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/stream-join.schema.json',
  title: 'StreamJoinTriggerConfig',
  description:
    'Config of a `stream:join` or `stream:leave` trigger: invoke `function_id` when a client joins or leaves a subscription (contracts/stream/join-event). A join handler answering `{unauthorized: true}` refuses the join. Unknown keys are ignored.',
  type: 'object',
  properties: {
    stream_name: { description: 'Only this stream; every stream when absent.', type: 'string' },
    condition_function_id: {
      description: 'Function called with the payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{}, { stream_name: 'todo' }],
};
