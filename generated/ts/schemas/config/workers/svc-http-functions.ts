/* DO NOT EDIT — generated from schema/config/workers/svc-http-functions.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `config/workers/svc-http-functions.schema.json` (SvcHttpFunctionsConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-http-functions.schema.json',
  title: 'SvcHttpFunctionsConfig',
  description:
    "Config of `svc-http-functions`: serves HTTP-invoked functions (a `registerfunction` with `invocation`) by sending each call's payload to the function's URL.",
  type: 'object',
  properties: {
    allowed_urls: {
      description:
        'URL prefixes the engine may call (`https://hooks.example.com/`, `http://127.0.0.1:8080/fn/`). A registration whose URL starts with none of them is refused (logged), so no worker can make the engine call an address it was not allowed to: none is allowed by default.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
      default: [],
    },
    default_timeout_ms: {
      description: 'How long a call waits for the response when the registration names no `timeout_ms`.',
      type: 'integer',
      minimum: 1,
      default: 30000,
    },
    max_response_bytes: {
      description: 'Largest response body read; a larger one fails the call with `http_invalid_response`.',
      type: 'integer',
      minimum: 1,
      default: 1048576,
    },
  },
  additionalProperties: false,
  examples: [{}, { allowed_urls: ['https://hooks.example.com/'], default_timeout_ms: 10000 }],
};
