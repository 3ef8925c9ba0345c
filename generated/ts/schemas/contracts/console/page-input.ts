/* DO NOT EDIT — generated from schema/contracts/console/page-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/page-input.schema.json` (ConsolePageInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/page-input.schema.json',
  title: 'ConsolePageInput',
  description:
    'Body of `POST /_console/dlq/:topic/messages`: one page of a dead-letter queue (`engine::queue::dlq_messages`).',
  type: 'object',
  properties: {
    offset: { description: 'Messages to skip; 0 when absent.', type: 'integer', minimum: 0 },
    limit: { description: 'Most messages; 50 when absent.', type: 'integer', minimum: 1, maximum: 1000 },
  },
  additionalProperties: true,
  examples: [{}, { offset: 50, limit: 50 }],
};
