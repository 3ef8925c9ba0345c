/* DO NOT EDIT — generated from schema/contracts/engine/unregister-trigger-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/engine/unregister-trigger-input.schema.json` (EngineUnregisterTriggerInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/unregister-trigger-input.schema.json',
  title: 'EngineUnregisterTriggerInput',
  description: 'Input of `engine::unregister_trigger`: the binding to remove, whoever registered it.',
  type: 'object',
  required: ['id'],
  properties: {
    id: { description: "The binding's id.", type: 'string' },
    trigger_type: {
      description: "The binding's trigger type id; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{ id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }, { id: 't-1', trigger_type: 'cron' }],
};
