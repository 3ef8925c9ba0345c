/* DO NOT EDIT — generated from schema/wire/register-service.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { RegisterService } from '../../wire/register-service.js';

export const validateRegisterService = validate20 as unknown as Validator<RegisterService>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/register-service.schema.json',
  title: 'RegisterService',
  description:
    'Worker to engine: describe a service (a group of functions sharing the first id segment). No reply. Accepted; the engine derives services from function ids on its own.',
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'registerservice' },
    id: { description: 'Service id, the first segment of its function ids.', type: 'string' },
    name: { description: 'Display name; empty means use `id`.', type: 'string' },
    description: { description: 'What the service does.', type: 'string' },
    parent_service_id: { description: 'Enclosing service, if any.', type: ['string', 'null'] },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'registerservice',
      id: 'orders',
      name: 'Orders',
      description: 'Order handling',
      parent_service_id: null,
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/register-service.schema.json" */ let vErrors = null;
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
      if ((data.type === undefined && (missing0 = 'type')) || (data.id === undefined && (missing0 = 'id'))) {
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
          if ('registerservice' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'registerservice' },
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
          if (data.id !== undefined) {
            const _errs3 = errors;
            if (typeof data.id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/id',
                  schemaPath: '#/properties/id/type',
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
            if (data.name !== undefined) {
              const _errs5 = errors;
              if (typeof data.name !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/name',
                    schemaPath: '#/properties/name/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.description !== undefined) {
                const _errs7 = errors;
                if (typeof data.description !== 'string') {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/description',
                      schemaPath: '#/properties/description/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.parent_service_id !== undefined) {
                  let data4 = data.parent_service_id;
                  const _errs9 = errors;
                  if (typeof data4 !== 'string' && data4 !== null) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/parent_service_id',
                        schemaPath: '#/properties/parent_service_id/type',
                        keyword: 'type',
                        params: { type: schema31.properties.parent_service_id.type },
                        message: 'must be string,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs9 === errors;
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
