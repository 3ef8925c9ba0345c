/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-output.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/unregister-trigger-output.schema.json` (EngineUnregisterTriggerOutput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-output.schema.json',
  title: 'EngineUnregisterTriggerOutput',
  description: 'Output of `engine::unregister_trigger`.',
  type: 'object',
  required: ['removed'],
  properties: {
    removed: {
      description:
        'True when the binding existed and is now gone; false when there was no binding with that id.',
      type: 'boolean',
    },
  },
  additionalProperties: true,
  examples: [{ removed: true }, { removed: false }],
};
