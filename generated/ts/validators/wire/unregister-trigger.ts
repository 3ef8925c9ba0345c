/* DO NOT EDIT — generated from schema/wire/unregister-trigger.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { UnregisterTrigger } from '../../wire/unregister-trigger.js';

export const validateUnregisterTrigger = validate20 as unknown as Validator<UnregisterTrigger>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/unregister-trigger.schema.json',
  title: 'UnregisterTrigger',
  description:
    "Worker to engine: remove the trigger `id` this connection registered. No reply. Engine to worker: tells the type's provider that a binding is gone.",
  type: 'object',
  required: ['type', 'id'],
  properties: {
    type: { description: 'Message tag.', const: 'unregistertrigger' },
    id: { description: 'Trigger id.', type: 'string', minLength: 1 },
    trigger_type: {
      description: 'Trigger type id; optional for the engine, always sent to a provider.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'unregistertrigger',
      id: 'ce6320ed-a0b2-4151-9d4f-16f52273e490',
      message_type: 'unregistertrigger',
      trigger_type: 'cron',
    },
    { type: 'unregistertrigger', id: 't-1' },
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
  /*# sourceURL="wire/unregister-trigger.schema.json" */ let vErrors = null;
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
          if ('unregistertrigger' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'unregistertrigger' },
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
            let data1 = data.id;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/id',
                      schemaPath: '#/properties/id/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    },
                  ];
                  return false;
                }
              } else {
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
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.trigger_type !== undefined) {
              const _errs5 = errors;
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
