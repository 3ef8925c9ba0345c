/* DO NOT EDIT — generated from schema/contracts/stream/join-result.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/join-result.schema.json` (StreamJoinResult), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/join-result.schema.json',
  title: 'StreamJoinResult',
  description: 'What a `stream:join` handler may answer; any other answer (or none) lets the join through.',
  type: 'object',
  properties: {
    unauthorized: {
      description: 'True refuses the join: the client gets an `unauthorized` frame instead of `sync`.',
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{ unauthorized: true }, {}],
};
