/* DO NOT EDIT — generated from schema/contracts/state-event.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/state-event.schema.json` (StateEvent), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state-event.schema.json',
  title: 'StateEvent',
  description: "Payload a `state` trigger's handler receives after a state entry changed.",
  type: 'object',
  required: ['type', 'event_type', 'scope', 'key', 'old_value', 'new_value'],
  properties: {
    type: { description: 'Always `state`.', const: 'state' },
    event_type: {
      description:
        '`state:created` when there was no previous value, `state:updated` when there was, `state:deleted` for a delete.',
      enum: ['state:created', 'state:updated', 'state:deleted'],
    },
    scope: { description: 'Scope (group) of the entry.', type: 'string' },
    key: { description: 'Key of the entry.', type: 'string' },
    old_value: {
      description: 'Value before the change; null when there was none.',
      $ref: '../common/json-value.schema.json',
    },
    new_value: {
      description: 'Value after the change; null after a delete.',
      $ref: '../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'state',
      event_type: 'state:updated',
      scope: 'users',
      key: 'u1',
      old_value: { n: 1 },
      new_value: { n: 2 },
    },
    {
      type: 'state',
      event_type: 'state:deleted',
      scope: 'users',
      key: 'u1',
      old_value: { n: 2 },
      new_value: null,
    },
  ],
};
