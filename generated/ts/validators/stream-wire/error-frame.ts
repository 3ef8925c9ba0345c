/* DO NOT EDIT — generated from schema/stream-wire/error-frame.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { StreamErrorFrame } from '../../stream-wire/error-frame.js';

export const validateStreamErrorFrame = validate20 as unknown as Validator<StreamErrorFrame>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/error-frame.schema.json',
  title: 'StreamErrorFrame',
  description:
    "What svc-stream's socket answers a frame it cannot act on (not JSON, failing `stream-wire/client-message`, too many subscriptions). The socket stays open.",
  type: 'object',
  required: ['type', 'error'],
  properties: {
    type: { description: 'Always `error`.', const: 'error' },
    subscriptionId: { description: 'The subscription the frame named, when it named one.', type: 'string' },
    error: {
      title: 'StreamError',
      description: 'What was wrong.',
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          description: '`invalid_message` or `too_many_subscriptions` (docs/errors.md).',
          type: 'string',
        },
        message: {
          description: "The reason, naming the field (e.g. `/data must have required property 'groupId'`).",
          type: 'string',
        },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'error',
      error: { code: 'invalid_message', message: "/data must have required property 'groupId'" },
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/error-frame.schema.json" */ let vErrors = null;
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
      if (
        (data.type === undefined && (missing0 = 'type')) ||
        (data.error === undefined && (missing0 = 'error'))
      ) {
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('error' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'error' },
                message: 'must be equal to constant',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.subscriptionId !== undefined) {
            const _errs3 = errors;
            if (typeof data.subscriptionId !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/subscriptionId',
                  schemaPath: '#/properties/subscriptionId/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.error !== undefined) {
              let data2 = data.error;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                  let missing1;
                  if (
                    (data2.code === undefined && (missing1 = 'code')) ||
                    (data2.message === undefined && (missing1 = 'message'))
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
                    if (data2.code !== undefined) {
                      const _errs8 = errors;
                      if (typeof data2.code !== 'string') {
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
                      var valid1 = _errs8 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data2.message !== undefined) {
                        const _errs10 = errors;
                        if (typeof data2.message !== 'string') {
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
                        var valid1 = _errs10 === errors;
                      } else {
                        var valid1 = true;
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
              var valid0 = _errs5 === errors;
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
