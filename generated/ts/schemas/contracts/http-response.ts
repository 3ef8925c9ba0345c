/* DO NOT EDIT — generated from schema/contracts/http-response.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-response.schema.json` (HttpResponse), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-response.schema.json',
  title: 'HttpResponse',
  description:
    "What an `http` trigger's handler returns. A body is sent as JSON with `content-type: application/json` unless the handler sets a content type and returns a string body, which is then sent as is.",
  type: 'object',
  properties: {
    status_code: {
      description:
        "HTTP status, 200 when absent. A final status only: an informational 1xx is answered 500 `INVALID_RESPONSE`, since a client would read the next response on the connection as this one's.",
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    statusCode: {
      description: 'Accepted alias of `status_code`; `status_code` wins when both are set.',
      type: 'integer',
      minimum: 200,
      maximum: 599,
    },
    headers: {
      description:
        'Response headers: an object of name to value, or an array of `Name: value` strings. Names are HTTP tokens; values hold no CR or LF (the engine answers 500 `INVALID_RESPONSE_HEADER` otherwise).',
      oneOf: [
        {
          type: 'object',
          propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" },
          additionalProperties: { type: 'string', pattern: '^[^\\r\\n]*$' },
        },
        { type: 'array', items: { type: 'string', pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+ *:[^\\r\\n]*$" } },
      ],
    },
    body: {
      description: 'Response body; see the description of the response for how it is encoded.',
      $ref: '../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    { status_code: 200, body: { c: 5 } },
    { statusCode: 201, headers: ['Location: /users/42'], body: null },
    { headers: { 'content-type': 'text/plain' }, body: 'hello' },
    {},
  ],
};
