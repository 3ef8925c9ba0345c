/* DO NOT EDIT — generated from schema/wire/register-trigger.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/register-trigger.schema.json` (RegisterTrigger), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-trigger.schema.json',
  title: 'RegisterTrigger',
  description:
    'Worker to engine: bind a trigger of `trigger_type` to `function_id`. No reply on success; a `triggerregistrationresult` with an error on failure. A binding to a type nobody provides yet is parked until the type appears. Engine to worker: the same frame forwards a binding to the worker that provides `trigger_type`.',
  type: 'object',
  required: ['type', 'id', 'trigger_type', 'function_id'],
  properties: {
    type: { description: 'Message tag.', const: 'registertrigger' },
    id: {
      description: 'Trigger id chosen by the SDK (a UUID), kept across reconnects.',
      type: 'string',
      minLength: 1,
    },
    trigger_type: {
      description:
        'Trigger type id, e.g. `http`, `cron`, `state`, `stream`, `subscribe`, or a worker-provided type.',
      type: 'string',
      minLength: 1,
    },
    function_id: {
      description: 'Function the trigger invokes; it need not exist yet.',
      $ref: '../common/function-id.schema.json',
    },
    config: {
      description:
        'Configuration whose shape the trigger type defines (see schema/triggers). Treated as `{}` when absent.',
      $ref: '../common/json-value.schema.json',
    },
    metadata: {
      description: 'Sent to the handler as its separate metadata argument on every fire.',
      $ref: '../common/json-value.schema.json',
    },
    namespace: {
      description: 'Namespace of the target function; accepted and ignored by svc, which has one namespace.',
      type: 'string',
    },
    trigger_namespace: {
      description: "Namespace in which to look up the type's provider; accepted and ignored by svc.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registertrigger',
      function_id: 'math::add',
      config: { api_path: '/math/add', http_method: 'POST' },
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'registertrigger',
      trigger_type: 'http',
    },
    {
      type: 'registertrigger',
      id: 't-1',
      trigger_type: 'webhook',
      function_id: 'orders::on_hook',
      config: { path: '/x' },
      metadata: { m: 1 },
    },
    { type: 'registertrigger', id: 't-2', trigger_type: 'cron', function_id: 'jobs::tick' },
  ],
};
