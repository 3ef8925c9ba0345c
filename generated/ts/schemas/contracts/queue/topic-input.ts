/* DO NOT EDIT — generated from schema/contracts/queue/topic-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/queue/topic-input.schema.json` (QueueTopicInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/queue/topic-input.schema.json',
  title: 'QueueTopicInput',
  description: 'Input of `engine::queue::topic_stats`: the topic (or named queue) to describe.',
  type: 'object',
  required: ['topic'],
  properties: { topic: { description: 'Topic or queue name.', type: 'string', minLength: 1 } },
  additionalProperties: true,
  examples: [{ topic: 'orders.created' }],
};
