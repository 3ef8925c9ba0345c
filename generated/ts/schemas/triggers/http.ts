/* DO NOT EDIT — generated from schema/triggers/http.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `triggers/http.schema.json` (HttpTriggerConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'triggers/http.schema.json',
  title: 'HttpTriggerConfig',
  description:
    'Config of an `http` trigger: serve `function_id` at a method and path of the engine HTTP API. The handler receives contracts/http-request and returns contracts/http-response. Unknown keys are ignored.',
  type: 'object',
  required: ['api_path'],
  properties: {
    api_path: {
      description:
        'Route path. Parameters are written `:name` or `{name}`; a leading `/` is optional. Paths beginning with `/_` are reserved for the engine.',
      type: 'string',
      minLength: 1,
    },
    http_method: {
      description: 'HTTP method, `GET` when absent; matched case-insensitively.',
      type: 'string',
      pattern:
        '^([Gg][Ee][Tt]|[Pp][Oo][Ss][Tt]|[Pp][Uu][Tt]|[Dd][Ee][Ll][Ee][Tt][Ee]|[Pp][Aa][Tt][Cc][Hh]|[Hh][Ee][Aa][Dd]|[Oo][Pp][Tt][Ii][Oo][Nn][Ss])$',
    },
    condition_function_id: {
      description:
        'Function called with the request payload first; a result of exactly `false` answers 422 with `skipped: true` instead of running the handler.',
      $ref: '../common/function-id.schema.json',
    },
    middleware_function_ids: {
      description: 'Functions run before the handler, in order.',
      type: 'array',
      items: { $ref: '../common/function-id.schema.json' },
    },
    auth_function_id: {
      description:
        'svc addition: function called with contracts/http-auth-request before the middleware, condition and handler; it returns contracts/http-auth-result. A refusal is answered 401 or 403 without calling the handler; a failure, a timeout or a result that is not contracts/http-auth-result is answered 503 `AUTH_UNAVAILABLE`.',
      $ref: '../common/function-id.schema.json',
    },
    auth_include_body: {
      description:
        'svc addition: give the auth function the request body (`body`, `raw_body`); it is then called once the body is in. Without it the auth function runs before the body is read, so a refused client sends none.',
      type: 'boolean',
    },
    stream_body: {
      description:
        'svc addition: hand the request body to the handler as a channel (`request_body`, a reader) instead of `body`/`raw_body`, with no JSON body limit, and offer a `response` channel (a writer) to stream the answer: text frames `{"type":"set_status","status_code":n}` and `{"type":"set_headers","headers":{…}}`, then binary body chunks, then close. Needs svc-channels.',
      type: 'boolean',
    },
    body_limit_bytes: {
      description:
        'svc addition: with `stream_body`, the largest request body this route takes (default 1 GiB); past it the body channel is closed with 1009 and the request answered 413 if no answer was sent yet.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    { api_path: '/math/add', http_method: 'POST' },
    { api_path: 'users/:id' },
    { api_path: '/orders/{order_id}', http_method: 'get', condition_function_id: 'orders::allowed' },
    {
      api_path: '/uploads',
      http_method: 'POST',
      stream_body: true,
      body_limit_bytes: 1073741824,
      auth_function_id: 'auth::check',
    },
  ],
};
