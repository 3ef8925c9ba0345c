/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `wire/registration-rejected.schema.json` (RegistrationRejected), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/registration-rejected.schema.json',
  title: 'RegistrationRejected',
  description:
    "Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `TRIGGER_TYPE_CONFLICT` (svc) refuses one trigger type and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.",
  type: 'object',
  required: ['type', 'code'],
  properties: {
    type: { description: 'Message tag.', const: 'registrationrejected' },
    code: {
      description: 'Why the registration was refused.',
      enum: [
        'FUNCTION_NAMESPACE_CONFLICT',
        'WORKER_NAMESPACE_CONFLICT',
        'TRIGGER_TYPE_CONFLICT',
        'FORBIDDEN',
        'too_many_registrations',
      ],
    },
    message: {
      description: 'Why, for a person: names the token and the scope that refused it, or the limit.',
      type: 'string',
    },
    trigger_type: {
      description:
        'svc: the refused trigger type, for `TRIGGER_TYPE_CONFLICT` (a built-in type such as `http` cannot be provided by a worker).',
      type: 'string',
    },
    namespace: { description: 'Namespace in which the conflict happened.', type: 'string' },
    function_id: { description: 'The refused function, for function conflicts.', type: 'string' },
    worker_name: { description: 'The refused worker name, for worker conflicts.', type: 'string' },
    owner_worker_id: {
      description: 'Connection that already owns the name; empty when none.',
      type: 'string',
    },
    error: {
      description:
        'svc: the refusal as an error body whose code says why (`reserved_id`, `function_id_taken`); see docs/errors.md.',
      $ref: '../common/error-body.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: 'math::add',
      owner_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
    },
    {
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: 'state::get',
      owner_worker_id: '',
      error: {
        code: 'reserved_id',
        message: 'state::get is a built-in function id; a worker cannot register it',
      },
    },
    {
      type: 'registrationrejected',
      code: 'TRIGGER_TYPE_CONFLICT',
      namespace: 'default',
      trigger_type: 'http',
      owner_worker_id: 'svc-http',
      error: { code: 'reserved_id', message: 'http is a built-in trigger type; a worker cannot provide it' },
    },
  ],
};
