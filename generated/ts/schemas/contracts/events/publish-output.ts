/* DO NOT EDIT — generated from schema/contracts/events/publish-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/events/publish-output.schema.json` (EventsPublishOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-output.schema.json',
  title: 'EventsPublishOutput',
  description:
    'Output of `publish`: null once the event was handed to the subscribers (or to Redis, with the `redis` adapter); delivery is fire and forget.',
  type: 'null',
  examples: [null],
};
