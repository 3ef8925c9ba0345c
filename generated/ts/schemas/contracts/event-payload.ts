/* DO NOT EDIT — generated from schema/contracts/event-payload.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/event-payload.schema.json` (EventPayload), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/event-payload.schema.json',
  title: 'EventPayload',
  description:
    "Payload an `event` (or `subscribe`) trigger's handler receives: exactly the `data` that was published to the topic, any JSON value.",
  $ref: '../common/json-value.schema.json',
  examples: [{ user_id: 'u1' }, 'plain text', null],
};
