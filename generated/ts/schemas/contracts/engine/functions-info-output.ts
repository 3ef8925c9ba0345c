/* DO NOT EDIT — generated from schema/contracts/engine/functions-info-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/functions-info-output.schema.json` (EngineFunctionsInfoOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/functions-info-output.schema.json',
  title: 'EngineFunctionsInfoOutput',
  description:
    'Output of `engine::functions::info`: the function for `function_id`, or `{functions}` for `function_ids`.',
  oneOf: [
    { $ref: 'function-detail.schema.json' },
    {
      title: 'EngineFunctionsInfoBatch',
      description: 'The answer to `function_ids`.',
      type: 'object',
      required: ['functions'],
      properties: {
        functions: {
          description: 'One entry per requested id, in the order asked.',
          type: 'array',
          items: {
            oneOf: [
              { $ref: 'function-detail.schema.json' },
              {
                title: 'EngineFunctionMissing',
                description: 'A requested function that is not registered.',
                type: 'object',
                required: ['function_id', 'error'],
                properties: {
                  function_id: { description: 'The requested id.', type: 'string' },
                  error: { description: 'Why it is not described.', const: 'not_found' },
                },
                additionalProperties: true,
              },
            ],
          },
        },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
    {
      functions: [
        { function_id: 'jobs::tick', worker_name: 'jobs', registered_triggers: [] },
        { function_id: 'nope::x', error: 'not_found' },
      ],
    },
  ],
};
