/* DO NOT EDIT — generated from schema/wire/register-trigger-type.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/register-trigger-type.schema.json` (RegisterTriggerType), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-trigger-type.schema.json',
  title: 'RegisterTriggerType',
  description:
    'Worker to engine: this connection provides the trigger type `id`. No reply. The engine forwards every binding of the type, including parked ones, to this connection; registering the type again moves it to the new provider.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registertriggertype' },
    id: { description: 'Trigger type id, e.g. `webhook`.', type: 'string', minLength: 1 },
    description: { description: 'What fires the trigger; every known SDK sends it.', type: 'string' },
    trigger_request_format: {
      description: "JSON Schema of a binding's `config`.",
      $ref: '../common/json-value.schema.json',
    },
    call_request_format: {
      description: 'JSON Schema of the payload handlers receive.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: { description: 'Namespace of the type; accepted and ignored by svc.', type: 'string' },
  },
  additionalProperties: true,
  examples: [{ type: 'registertriggertype', id: 'custom', description: 'Custom trigger' }],
};
