/* DO NOT EDIT — generated from schema/contracts/console/error.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleError } from '../../../contracts/console/error.js';

export const validateConsoleError = validate20 as unknown as Validator<ConsoleError>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/error.schema.json',
  title: 'ConsoleError',
  description:
    'Body of every failed `/_console/*` request. The HTTP status says what happened: 400 bad body, 404 no such function or path, 413 body too large, 502 the function failed, 503 the module serving the endpoint is not running, 504 timeout.',
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      title: 'ConsoleErrorBody',
      description: 'What went wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description:
            "The function's error code, or the console API's own (docs/errors.md): `bad_request`, `not_found`, `payload_too_large`, `module_unavailable`.",
          type: 'string',
        },
        message: { description: 'Human-readable reason.', type: 'string' },
        stacktrace: { description: "The handler's stack, when the function sent one.", type: 'string' },
        module: {
          description: 'With `module_unavailable`: the module to add to the config.',
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { error: { code: 'function_not_found', message: 'Function math::nope not found' } },
    { error: { code: 'module_unavailable', message: 'svc-queue is not running', module: 'svc-queue' } },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/error.schema.json" */ let vErrors = null;
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
                    if (data0.stacktrace !== undefined) {
                      const _errs9 = errors;
                      if (typeof data0.stacktrace !== 'string') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/error/stacktrace',
                            schemaPath: '#/properties/error/properties/stacktrace/type',
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
                    if (valid1) {
                      if (data0.module !== undefined) {
                        const _errs11 = errors;
                        if (typeof data0.module !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/error/module',
                              schemaPath: '#/properties/error/properties/module/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid1 = _errs11 === errors;
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
