/* DO NOT EDIT — generated from schema/contracts/stream/list-all-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/list-all-input.schema.json` (StreamListAllInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-input.schema.json',
  title: 'StreamListAllInput',
  description:
    'Input of `stream::list_all`: every stream with its groups. System streams (`svc:*`) are listed only with `include_system`.',
  type: 'object',
  properties: {
    include_system: {
      description: "Also list the engine's system streams (`svc:live`), marked `system: true`.",
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{}, { include_system: true }],
};
