/* DO NOT EDIT — generated from schema/wire/registration-rejected.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegistrationRejected } from '../../wire/registration-rejected.js';

export const validateRegistrationRejected = validate20 as unknown as Validator<RegistrationRejected>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/registration-rejected.schema.json',
  title: 'RegistrationRejected',
  description:
    "Engine to worker: a registration was refused. `FUNCTION_NAMESPACE_CONFLICT` refuses one function and keeps the connection; `WORKER_NAMESPACE_CONFLICT` is fatal and the engine closes the connection. `FORBIDDEN` (the connection's token may not register that id or provide that trigger type) and `too_many_registrations` (`auth.max_registrations_per_worker`) refuse one registration and keep the connection. SDKs that do not know this message ignore it.",
  type: 'object',
  required: ['type', 'code'],
  properties: {
    type: { description: 'Message tag.', const: 'registrationrejected' },
    code: {
      description: 'Why the registration was refused.',
      enum: [
        'FUNCTION_NAMESPACE_CONFLICT',
        'WORKER_NAMESPACE_CONFLICT',
        'FORBIDDEN',
        'too_many_registrations',
      ],
    },
    message: {
      description: 'Why, for a person: names the token and the scope that refused it, or the limit.',
      type: 'string',
    },
    trigger_type: {
      description: 'The refused trigger type, for a refused `registertriggertype`.',
      type: 'string',
    },
    namespace: { description: 'Namespace in which the conflict happened.', type: 'string' },
    function_id: { description: 'The refused function, for function conflicts.', type: 'string' },
    worker_name: { description: 'The refused worker name, for worker conflicts.', type: 'string' },
    owner_worker_id: {
      description: 'Connection that already owns the name; empty when none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registrationrejected',
      code: 'FUNCTION_NAMESPACE_CONFLICT',
      namespace: 'default',
      function_id: 'math::add',
      owner_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/registration-rejected.schema.json" */ let vErrors = null;
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
        (data.code === undefined && (missing0 = 'code'))
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
          if ('registrationrejected' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registrationrejected' },
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
          if (data.code !== undefined) {
            let data1 = data.code;
            const _errs3 = errors;
            if (!(
              data1 === 'FUNCTION_NAMESPACE_CONFLICT' ||
              data1 === 'WORKER_NAMESPACE_CONFLICT' ||
              data1 === 'FORBIDDEN' ||
              data1 === 'too_many_registrations'
            )) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/code',
                  schemaPath: '#/properties/code/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema31.properties.code.enum },
                  message: 'must be equal to one of the allowed values',
                },
              ];
              return false;
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.message !== undefined) {
              const _errs4 = errors;
              if (typeof data.message !== 'string') {
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
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.trigger_type !== undefined) {
                const _errs6 = errors;
                if (typeof data.trigger_type !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/trigger_type',
                      schemaPath: '#/properties/trigger_type/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.namespace !== undefined) {
                  const _errs8 = errors;
                  if (typeof data.namespace !== 'string') {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/namespace',
                        schemaPath: '#/properties/namespace/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.function_id !== undefined) {
                    const _errs10 = errors;
                    if (typeof data.function_id !== 'string') {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/function_id',
                          schemaPath: '#/properties/function_id/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        },
                      ];
                      return false;
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.worker_name !== undefined) {
                      const _errs12 = errors;
                      if (typeof data.worker_name !== 'string') {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/worker_name',
                            schemaPath: '#/properties/worker_name/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                          },
                        ];
                        return false;
                      }
                      var valid0 = _errs12 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.owner_worker_id !== undefined) {
                        const _errs14 = errors;
                        if (typeof data.owner_worker_id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/owner_worker_id',
                              schemaPath: '#/properties/owner_worker_id/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid0 = _errs14 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
                  }
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
