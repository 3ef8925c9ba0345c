/* DO NOT EDIT — generated from schema/wire/reattach.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { Reattach } from '../../wire/reattach.js';

export const validateReattach = validate20 as unknown as Validator<Reattach>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/reattach.schema.json',
  title: 'Reattach',
  description:
    'Worker to engine, first frame after a reconnect: retire my previous connection before processing the registrations that follow. Never answered; a wrong token or a connection that is already gone is ignored.',
  type: 'object',
  required: ['type', 'previous_worker_id'],
  properties: {
    type: { description: 'Message tag.', const: 'reattach' },
    previous_worker_id: {
      description: '`worker_id` the engine sent on the previous connection.',
      type: 'string',
    },
    reattach_token: {
      description:
        '`reattach_token` the engine sent on the previous connection; left out when that engine sent none.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'reattach',
      previous_worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/reattach.schema.json" */ let vErrors = null;
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
        (data.previous_worker_id === undefined && (missing0 = 'previous_worker_id'))
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
          if ('reattach' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'reattach' },
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
          if (data.previous_worker_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.previous_worker_id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/previous_worker_id',
                  schemaPath: '#/properties/previous_worker_id/type',
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
            if (data.reattach_token !== undefined) {
              const _errs5 = errors;
              if (typeof data.reattach_token !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/reattach_token',
                    schemaPath: '#/properties/reattach_token/type',
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
