/* DO NOT EDIT — generated from schema/contracts/http-request.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-request.schema.json` (HttpRequest), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-request.schema.json',
  title: 'HttpRequest',
  description:
    "Payload an `http` trigger's handler receives for one request. The first fields are those of the iii protocol; `request_path`, `query_params_all` and `raw_body` are svc additions.",
  type: 'object',
  required: ['query_params', 'path_params', 'headers', 'path', 'method'],
  properties: {
    query_params: {
      description: 'Query parameters, percent-decoded, one value per name (the last when a name repeats).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path_params: {
      description: "Values of the route's `:name` / `{name}` parameters, percent-decoded.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    headers: {
      description:
        'Request headers with lower-case names, one value per name (repeated headers joined with `, `).',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The registered route pattern, e.g. `/users/:id`.', type: 'string' },
    method: { description: 'Request method, upper-case.', type: 'string' },
    body: {
      description:
        'The parsed JSON body when the content type is JSON, otherwise null. A malformed JSON body never reaches the handler (the engine answers 400).',
      $ref: '../common/json-value.schema.json',
    },
    trigger: {
      description: 'The route that matched.',
      type: 'object',
      required: ['type', 'path', 'method'],
      properties: {
        type: { description: 'Always `http`.', const: 'http' },
        path: { description: 'The registered route pattern.', type: 'string' },
        method: { description: 'The registered method.', type: 'string' },
      },
      additionalProperties: true,
    },
    request_path: {
      description: 'svc addition: the path actually requested, without the query string, e.g. `/users/42`.',
      type: 'string',
    },
    query_params_all: {
      description: 'svc addition: every value of every query parameter, in request order.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    raw_body: {
      description:
        'svc addition: the exact request body bytes, base64-encoded, so that a webhook signature can be verified. Empty string for no body.',
      type: 'string',
      contentEncoding: 'base64',
    },
    request_body: {
      description: 'Channel that streams the request body, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
    response: {
      description: 'Channel for a streamed response, when the engine offers one.',
      $ref: '../common/channel-ref.schema.json',
    },
    auth: {
      description:
        "svc addition: the `context` the route's auth function allowed the request with (contracts/http-auth-result); absent without an auth function.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      query_params: { page: '2' },
      path_params: { id: '42' },
      headers: { 'content-type': 'application/json', host: 'localhost:3111' },
      path: '/users/:id',
      method: 'POST',
      body: { name: 'Ada' },
      trigger: { type: 'http', path: '/users/:id', method: 'POST' },
      request_path: '/users/42',
      query_params_all: { page: ['2'] },
      raw_body: 'eyJuYW1lIjoiQWRhIn0=',
    },
    { query_params: {}, path_params: {}, headers: {}, path: '/health', method: 'GET', body: null },
  ],
};
