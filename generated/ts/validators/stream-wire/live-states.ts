/* DO NOT EDIT — generated from schema/stream-wire/live-states.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LiveStateChanges } from '../../stream-wire/live-states.js';

export const validateLiveStateChanges = validate20 as unknown as Validator<LiveStateChanges>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-states.schema.json',
  title: 'LiveStateChanges',
  description:
    '`data` of the `changes` events of `svc:live` group `states`: state entries created, updated or deleted since the last frame (at most one frame per `live_interval_ms`), the last change of each entry only. A client reads once, then applies these; when `dropped` is above 0 it reads again.',
  type: 'object',
  required: ['changes', 'dropped'],
  properties: {
    changes: {
      description: 'The entries that changed, at most 500 per frame, each with its last change.',
      type: 'array',
      items: {
        title: 'LiveStateChange',
        description: 'The last change of one entry in the window.',
        type: 'object',
        required: ['scope', 'key', 'event_type'],
        properties: {
          scope: { description: 'Scope (group) of the entry.', type: 'string' },
          key: { description: 'Key of the entry.', type: 'string' },
          event_type: {
            description: 'What its last change was, as in `contracts/state-event`.',
            enum: ['state:created', 'state:updated', 'state:deleted'],
          },
          value: {
            description:
              "The entry's value after the change; absent after a delete and when `value_omitted`.",
            $ref: '../common/json-value.schema.json',
          },
          value_omitted: {
            description:
              'True when the value is too large for the feed (over 4096 characters of JSON): read it with `state::get`.',
            type: 'boolean',
          },
        },
        additionalProperties: true,
      },
    },
    dropped: {
      description:
        'Further entries that changed in the window but did not fit in `changes`; read the scope again when above 0.',
      type: 'integer',
      minimum: 0,
    },
  },
  additionalProperties: true,
  examples: [
    {
      changes: [
        { scope: 'users', key: 'u1', event_type: 'state:updated', value: { n: 2 } },
        { scope: 'users', key: 'u2', event_type: 'state:deleted' },
      ],
      dropped: 0,
    },
  ],
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
  /*# sourceURL="stream-wire/live-states.schema.json" */ let vErrors = null;
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
        (data.changes === undefined && (missing0 = 'changes')) ||
        (data.dropped === undefined && (missing0 = 'dropped'))
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
        if (data.changes !== undefined) {
          let data0 = data.changes;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (Array.isArray(data0)) {
              var valid1 = true;
              const len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0];
                const _errs4 = errors;
                if (errors === _errs4) {
                  if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                    let missing1;
                    if (
                      (data1.scope === undefined && (missing1 = 'scope')) ||
                      (data1.key === undefined && (missing1 = 'key')) ||
                      (data1.event_type === undefined && (missing1 = 'event_type'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/changes/' + i0,
                          schemaPath: '#/properties/changes/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.scope !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.scope !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/changes/' + i0 + '/scope',
                              schemaPath: '#/properties/changes/items/properties/scope/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data1.key !== undefined) {
                          const _errs9 = errors;
                          if (typeof data1.key !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/changes/' + i0 + '/key',
                                schemaPath: '#/properties/changes/items/properties/key/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.event_type !== undefined) {
                            let data4 = data1.event_type;
                            const _errs11 = errors;
                            if (!(
                              data4 === 'state:created' ||
                              data4 === 'state:updated' ||
                              data4 === 'state:deleted'
                            )) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/changes/' + i0 + '/event_type',
                                  schemaPath: '#/properties/changes/items/properties/event_type/enum',
                                  keyword: 'enum',
                                  params: {
                                    allowedValues:
                                      schema31.properties.changes.items.properties.event_type.enum,
                                  },
                                  message: 'must be equal to one of the allowed values',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs11 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.value !== undefined) {
                              let data5 = data1.value;
                              const _errs12 = errors;
                              if (
                                typeof data5 != 'object' &&
                                typeof data5 !== 'string' &&
                                !(typeof data5 == 'number' && isFinite(data5)) &&
                                typeof data5 !== 'boolean'
                              ) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/changes/' + i0 + '/value',
                                    schemaPath: '../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema32.type },
                                    message: 'must be object,array,string,number,boolean,null',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs12 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.value_omitted !== undefined) {
                                const _errs15 = errors;
                                if (typeof data1.value_omitted !== 'boolean') {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/changes/' + i0 + '/value_omitted',
                                      schemaPath: '#/properties/changes/items/properties/value_omitted/type',
                                      keyword: 'type',
                                      params: { type: 'boolean' },
                                      message: 'must be boolean',
                                    },
                                  ];
                                  return false;
                                }
                                var valid2 = _errs15 === errors;
                              } else {
                                var valid2 = true;
                              }
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/changes/' + i0,
                        schemaPath: '#/properties/changes/items/type',
                        keyword: 'type',
                        params: { type: 'object' },
                        message: 'must be object',
                      },
                    ];
                    return false;
                  }
                }
                var valid1 = _errs4 === errors;
                if (!valid1) {
                  break;
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/changes',
                  schemaPath: '#/properties/changes/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
          if (data.dropped !== undefined) {
            let data7 = data.dropped;
            const _errs17 = errors;
            if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/dropped',
                  schemaPath: '#/properties/dropped/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs17) {
              if (typeof data7 == 'number' && isFinite(data7)) {
                if (data7 < 0 || isNaN(data7)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/dropped',
                      schemaPath: '#/properties/dropped/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs17 === errors;
          } else {
            var valid0 = true;
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
