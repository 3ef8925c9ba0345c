/* DO NOT EDIT — generated from schema/contracts/http-auth-result.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpAuthResult } from '../../contracts/http-auth-result.js';

export const validateHttpAuthResult = validate20 as unknown as Validator<HttpAuthResult>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-auth-result.schema.json',
  title: 'HttpAuthResult',
  description:
    "What an `http` trigger's auth function returns: allow the request (optionally with a context the handler receives as `auth`) or deny it. Any other result, a failure or a timeout is answered 503 `AUTH_UNAVAILABLE` and the handler is not called.",
  type: 'object',
  required: ['allow'],
  properties: {
    allow: {
      description:
        '`true` lets the request through; `false` answers it with 401 (or `status_code`) without calling the handler.',
      type: 'boolean',
    },
    status_code: {
      description:
        'With `allow: false`: 401 (the default: who is asking is not known) or 403 (known, not allowed).',
      enum: [401, 403],
    },
    message: {
      description: 'With `allow: false`: the error message sent to the client (a generic one when absent).',
      type: 'string',
      maxLength: 1024,
    },
    headers: {
      description: 'With `allow: false`: headers added to the refusal, e.g. `www-authenticate`.',
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    context: {
      description:
        "With `allow: true`: passed to the middleware (as `context.auth`), the condition and the handler (as `auth` in contracts/http-request), e.g. the caller's user id.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { allow: true, context: { user_id: 'u1', roles: ['admin'] } },
    { allow: false },
    {
      allow: false,
      status_code: 403,
      message: 'orders of another account',
      headers: { 'www-authenticate': 'Bearer' },
    },
  ],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-auth-result.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.allow === undefined && (missing0 = 'allow')) {
        validate20.errors = [
          {
            instancePath,
            schemaPath: '#/required',
            keyword: 'required',
            params: { missingProperty: missing0 },
            message: "must have required property '" + missing0 + "'",
          },
        ];
        return false;
      } else {
        if (data.allow !== undefined) {
          const _errs2 = errors;
          if (typeof data.allow !== 'boolean') {
            validate20.errors = [
              {
                instancePath: instancePath + '/allow',
                schemaPath: '#/properties/allow/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.status_code !== undefined) {
            let data1 = data.status_code;
            const _errs4 = errors;
            if (!(data1 === 401 || data1 === 403)) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/status_code',
                  schemaPath: '#/properties/status_code/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema31.properties.status_code.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.message !== undefined) {
              let data2 = data.message;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data2 === 'string') {
                  if (func1(data2) > 1024) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/message',
                        schemaPath: '#/properties/message/maxLength',
                        keyword: 'maxLength',
                        params: { limit: 1024 },
                        message: 'must NOT have more than 1024 characters',
                      },
                    ];
                    return false;
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/message',
                      schemaPath: '#/properties/message/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.headers !== undefined) {
                let data3 = data.headers;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                    for (const key0 in data3) {
                      const _errs10 = errors;
                      if (typeof data3[key0] !== 'string') {
                        validate20.errors = [
                          {
                            instancePath:
                              instancePath + '/headers/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/headers/additionalProperties/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs10 === errors;
                      if (!valid1) {
                        break;
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/headers',
                        schemaPath: '#/properties/headers/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.context !== undefined) {
                  let data5 = data.context;
                  const _errs12 = errors;
                  if (errors === _errs12) {
                    if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/context',
                          schemaPath: '#/properties/context/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [
        {
          instancePath,
          schemaPath: '#/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        },
      ];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
