/* DO NOT EDIT — generated from schema/contracts/stream/auth-input.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/stream/auth-input.schema.json` (StreamAuthInput), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/auth-input.schema.json',
  title: 'StreamAuthInput',
  description: "Input of svc-stream's `auth_function`, called once per socket on upgrade.",
  type: 'object',
  required: ['headers', 'path', 'query_params', 'addr'],
  properties: {
    headers: {
      description: 'Request headers, lower-case names.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    path: { description: 'The request path.', type: 'string' },
    query_params: {
      description: 'Query parameters, each with every value it was given.',
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    addr: { description: "The client's address and port.", type: 'string' },
  },
  additionalProperties: true,
  examples: [
    {
      headers: { authorization: 'Bearer x' },
      path: '/',
      query_params: { token: ['x'] },
      addr: '127.0.0.1:50000',
    },
  ],
};
