/* DO NOT EDIT — generated from schema/contracts/http-error.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { HttpError } from '../../contracts/http-error.js';

export const validateHttpError = validate20 as unknown as Validator<HttpError>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/http-error.schema.json',
  title: 'HttpError',
  description:
    'Body of every error the engine HTTP API answers itself (no route, malformed JSON, body too large, handler error, deadline, condition not met). Never carries a stack trace.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      description: 'What went wrong.',
      type: 'object',
      title: 'HttpErrorDetail',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "Stable code: an engine code such as `NOT_FOUND`, `INVALID_JSON`, `PAYLOAD_TOO_LARGE`, `timeout`, or the handler's own error code. Listed in docs/errors.md.",
          type: 'string',
        },
        message: { description: 'What happened, for a person.', type: 'string' },
        error_id: {
          description: 'Random id of this failure, on 5xx answers only, also written to the engine log.',
          type: 'string',
        },
      },
      additionalProperties: false,
    },
    skipped: {
      description: "True when the route's condition function returned false (status 422).",
      type: 'boolean',
    },
  },
  additionalProperties: false,
  examples: [
    { error: { code: 'NOT_FOUND', message: 'no route serves GET /nope' } },
    { error: { code: 'invocation_failed', message: 'boom', error_id: '9f2c4e1a7b3d5c60' } },
    { error: { code: 'CONDITION_NOT_MET', message: 'the condition function returned false' }, skipped: true },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/http-error.schema.json" */ let vErrors = null;
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
      if (data.error === undefined && (missing0 = 'error')) {
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
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === 'error' || key0 === 'skipped')) {
            validate20.errors = [
              {
                instancePath,
                schemaPath: '#/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key0 },
                message: 'must NOT have additional properties',
              },
            ];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.error !== undefined) {
            let data0 = data.error;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
                let missing1;
                if (
                  (data0.code === undefined && (missing1 = 'code')) ||
                  (data0.message === undefined && (missing1 = 'message'))
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/error',
                      schemaPath: '#/properties/error/required',
                      keyword: 'required',
                      params: { missingProperty: missing1 },
                      message: "must have required property '" + missing1 + "'",
                    },
                  ];
                  return false;
                } else {
                  const _errs4 = errors;
                  for (const key1 in data0) {
                    if (!(key1 === 'code' || key1 === 'message' || key1 === 'error_id')) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/error',
                          schemaPath: '#/properties/error/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key1 },
                          message: 'must NOT have additional properties',
                        },
                      ];
                      return false;
                      break;
                    }
                  }
                  if (_errs4 === errors) {
                    if (data0.code !== undefined) {
                      const _errs5 = errors;
                      if (typeof data0.code !== 'string') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/error/code',
                            schemaPath: '#/properties/error/properties/code/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid1 = _errs5 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data0.message !== undefined) {
                        const _errs7 = errors;
                        if (typeof data0.message !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/error/message',
                              schemaPath: '#/properties/error/properties/message/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid1 = _errs7 === errors;
                      } else {
                        var valid1 = true;
                      }
                      if (valid1) {
                        if (data0.error_id !== undefined) {
                          const _errs9 = errors;
                          if (typeof data0.error_id !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/error/error_id',
                                schemaPath: '#/properties/error/properties/error_id/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid1 = _errs9 === errors;
                        } else {
                          var valid1 = true;
                        }
                      }
                    }
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/error',
                    schemaPath: '#/properties/error/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.skipped !== undefined) {
              const _errs11 = errors;
              if (typeof data.skipped !== 'boolean') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/skipped',
                    schemaPath: '#/properties/skipped/type',
                    keyword: 'type',
                    params: { type: 'boolean' },
                    message: 'must be boolean',
                  },
                ];
                return false;
              }
              var valid0 = _errs11 === errors;
            } else {
              var valid0 = true;
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
