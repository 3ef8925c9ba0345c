/* DO NOT EDIT — generated from schema/contracts/http-middleware-request.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `contracts/http-middleware-request.schema.json` (HttpMiddlewareRequest), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-middleware-request.schema.json',
  title: 'HttpMiddlewareRequest',
  description:
    "Payload of a function named in an `http` trigger's `middleware_function_ids`, called before the handler. It returns contracts/http-middleware-result.",
  type: 'object',
  required: ['phase', 'request', 'context'],
  properties: {
    phase: { description: 'Always `preHandler`.', const: 'preHandler' },
    request: {
      description: 'The request as far as a middleware needs it.',
      title: 'HttpMiddlewareRequestInfo',
      type: 'object',
      required: ['path_params', 'query_params', 'headers', 'method'],
      properties: {
        path_params: {
          description: 'Route parameters, percent-decoded.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        query_params: {
          description: 'Query parameters, one value per name.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        headers: {
          description: 'Request headers, lower-case names.',
          type: 'object',
          additionalProperties: { type: 'string' },
        },
        method: { description: 'Request method.', type: 'string' },
        path: { description: 'svc addition: the registered route pattern.', type: 'string' },
        request_path: { description: 'svc addition: the path actually requested.', type: 'string' },
      },
      additionalProperties: true,
    },
    context: {
      description: 'Reserved for values middleware pass on; `{}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      phase: 'preHandler',
      request: {
        path_params: { id: '42' },
        query_params: {},
        headers: { authorization: 'Bearer t' },
        method: 'GET',
      },
      context: {},
    },
  ],
};
