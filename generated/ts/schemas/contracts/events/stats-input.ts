/* DO NOT EDIT — generated from schema/contracts/events/stats-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/events/stats-input.schema.json` (EventsStatsInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/stats-input.schema.json',
  title: 'EventsStatsInput',
  description: 'Input of `events::stats`: nothing is required.',
  type: 'object',
  properties: {},
  additionalProperties: true,
  examples: [{}],
};
