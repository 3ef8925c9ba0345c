/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/functions-info-input.schema.json` (EngineFunctionsInfoInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-input.schema.json',
  title: 'EngineFunctionsInfoInput',
  description:
    'Input of `engine::functions::info`: `function_id` for one function, else `function_ids` for 1 to 32 of them (anything else is refused with `INVALID_ARGUMENTS`).',
  type: 'object',
  properties: {
    function_id: {
      description: 'The one function to describe; an unknown id is refused with `NOT_FOUND`.',
      type: 'string',
    },
    function_ids: {
      description:
        'The functions to describe, used when `function_id` is absent; unknown ones are answered in place.',
      type: 'array',
      items: { type: 'string' },
      minItems: 1,
      maxItems: 32,
    },
  },
  additionalProperties: true,
  examples: [{ function_id: 'billing::charge' }, { function_ids: ['billing::charge', 'orders::create'] }],
};
