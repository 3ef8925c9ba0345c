/* DO NOT EDIT — generated from schema/triggers/event.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/event.schema.json` (EventTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/event.schema.json',
  title: 'EventTriggerConfig',
  description:
    'Config of an `event` trigger (also accepted under the type name `subscribe`): invoke `function_id`, fire and forget, with the data of every event published to `topic`. The handler receives contracts/event-payload. One of `topic`, `event` or `name` must name the topic; a binding with none is refused when it is registered. Unknown keys are ignored.',
  type: 'object',
  properties: {
    topic: { description: 'Topic to subscribe to; empty topics are refused.', type: 'string', minLength: 1 },
    event: {
      description:
        'Another name for `topic` (an event name, as in `state:updated`); used when `topic` is absent.',
      type: 'string',
      minLength: 1,
    },
    name: {
      description: 'Another name for `topic`; used when `topic` and `event` are absent.',
      type: 'string',
      minLength: 1,
    },
    condition_function_id: {
      description:
        "Function called with the event's data first; a result of exactly `false` skips this delivery.",
      $ref: '../common/function-id.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { topic: 'user.signed_up' },
    { event: 'state:updated', condition_function_id: 'users::is_admin' },
  ],
};
