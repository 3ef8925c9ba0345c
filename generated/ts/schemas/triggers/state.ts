/* DO NOT EDIT — generated from schema/triggers/state.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/state.schema.json` (StateTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/state.schema.json',
  title: 'StateTriggerConfig',
  description:
    'Config of a `state` trigger: invoke `function_id` after a state entry changes and the change is durable. Absent filters match everything. The handler receives contracts/state-event. Unknown keys are ignored.',
  type: 'object',
  properties: {
    scope: { description: 'Only changes in this scope.', type: 'string' },
    key: { description: 'Only changes of this key.', type: 'string' },
    event_types: {
      description: 'Only these kinds of change.',
      type: 'array',
      items: { enum: ['state:created', 'state:updated', 'state:deleted'] },
      minItems: 1,
    },
    condition_function_id: {
      description:
        'Function called with the change payload first; a result of exactly `false` skips the handler.',
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{}, { scope: 'users' }, { scope: 'users', key: 'u1', event_types: ['state:updated'] }],
};
