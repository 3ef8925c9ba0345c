/* DO NOT EDIT — generated from schema/contracts/http-auth-request.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-auth-request.schema.json` (HttpAuthRequest), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-auth-request.schema.json',
  title: 'HttpAuthRequest',
  description:
    'Payload of the function an `http` trigger names in `auth_function_id`, called before anything else runs for the request (middleware, condition, handler). It returns contracts/http-auth-result. The body is left out unless the trigger sets `auth_include_body`.',
  type: 'object',
  required: ['method', 'path', 'request_path', 'headers', 'query_params', 'path_params'],
  properties: {
    method: { description: 'Request method, upper-case.', type: 'string' },
    path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
    request_path: { description: 'The path actually requested, without the query string.', type: 'string' },
    headers: {
      description:
        'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    query_params: {
      description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path_params: {
      description: "Values of the route's parameters, percent-decoded.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    body: {
      description: 'With `auth_include_body` only: the parsed JSON body, as the handler would receive it.',
      $ref: '../common/json-value.schema.json',
    },
    raw_body: {
      description:
        'With `auth_include_body` only: the exact body bytes, base64-encoded (to check a webhook signature).',
      type: 'string',
      contentEncoding: 'base64',
    },
  },
  additionalProperties: true,
  examples: [
    {
      method: 'GET',
      path: '/orders/:id',
      request_path: '/orders/7',
      headers: { authorization: 'Bearer t0k3n', host: 'localhost:3111' },
      query_params: {},
      path_params: { id: '7' },
    },
  ],
};
