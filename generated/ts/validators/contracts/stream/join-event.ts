/* DO NOT EDIT — generated from schema/contracts/stream/join-event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamJoinEvent } from '../../../contracts/stream/join-event.js';

export const validateStreamJoinEvent = validate20 as unknown as Validator<StreamJoinEvent>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/join-event.schema.json',
  title: 'StreamJoinEvent',
  description:
    'Payload a `stream:join` or `stream:leave` handler receives. A join handler may answer `contracts/stream/join-result`.',
  type: 'object',
  required: ['subscription_id', 'stream_name', 'group_id'],
  properties: {
    subscription_id: { description: "The client's subscription id.", type: 'string' },
    stream_name: { description: 'Stream joined or left.', type: 'string' },
    group_id: { description: 'Group joined or left.', type: 'string' },
    id: { description: 'Item joined or left, for an item subscription.', type: 'string' },
    context: {
      description: 'What the auth function answered as `context` for the socket.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ subscription_id: 's1', stream_name: 'todo', group_id: 'inbox', context: { user: 'ada' } }],
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/join-event.schema.json" */ let vErrors = null;
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
        (data.subscription_id === undefined && (missing0 = 'subscription_id')) ||
        (data.stream_name === undefined && (missing0 = 'stream_name')) ||
        (data.group_id === undefined && (missing0 = 'group_id'))
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
        if (data.subscription_id !== undefined) {
          const _errs2 = errors;
          if (typeof data.subscription_id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/subscription_id',
                schemaPath: '#/properties/subscription_id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.stream_name !== undefined) {
            const _errs4 = errors;
            if (typeof data.stream_name !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/stream_name',
                  schemaPath: '#/properties/stream_name/type',
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
            if (data.group_id !== undefined) {
              const _errs6 = errors;
              if (typeof data.group_id !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/group_id',
                    schemaPath: '#/properties/group_id/type',
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
              if (data.id !== undefined) {
                const _errs8 = errors;
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
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.context !== undefined) {
                  let data4 = data.context;
                  const _errs10 = errors;
                  if (
                    typeof data4 != 'object' &&
                    typeof data4 !== 'string' &&
                    !(typeof data4 == 'number' && isFinite(data4)) &&
                    typeof data4 !== 'boolean'
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/context',
                        schemaPath: '../../common/json-value.schema.json/type',
                        keyword: 'type',
                        params: { type: schema32.type },
                        message: 'must be object,array,string,number,boolean,null',
                      },
                    ];
                    return false;
                  }
                  var valid0 = _errs10 === errors;
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
