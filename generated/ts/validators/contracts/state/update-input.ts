/* DO NOT EDIT — generated from schema/contracts/state/update-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StateUpdateInput } from '../../../contracts/state/update-input.js';

export const validateStateUpdateInput = validate20 as unknown as Validator<StateUpdateInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-input.schema.json',
  title: 'StateUpdateInput',
  description:
    'Input of `state::update`: apply `ops` in order to one entry, atomically (no other write to the entry interleaves, on any adapter or engine).',
  type: 'object',
  required: ['scope', 'key', 'ops'],
  properties: {
    scope: { description: 'Scope (group) of the entry.', type: 'string', minLength: 1 },
    key: { description: 'Key of the entry within its scope.', type: 'string', minLength: 1 },
    ops: {
      description: 'Operations, applied in order.',
      type: 'array',
      items: { $ref: 'update-op.schema.json' },
    },
  },
  additionalProperties: true,
  examples: [
    {
      scope: 'counters',
      key: 'visits',
      ops: [
        { type: 'increment', path: 'total', by: 1 },
        { type: 'set', path: 'last', value: 'u1' },
      ],
    },
  ],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const schema32 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-op.schema.json',
  title: 'StateUpdateOp',
  description:
    "One operation of `state::update`, tagged by `type`. The ops of a call run in order on one value; a missing key starts as `{}`. An op that cannot apply (wrong target type, path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is skipped and reported in the result's `errors` with its index; the other ops still apply.",
  type: 'object',
  required: ['type'],
  properties: {
    type: {
      description: 'Operation tag: `set`, `merge`, `increment`, `decrement`, `append` or `remove`.',
      type: 'string',
    },
  },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    {
      title: 'StateSetOp',
      description: 'Sets a first-level field; the path `""` replaces the whole value.',
      type: 'object',
      required: ['type', 'path', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'set' },
        path: {
          description: 'First-level field name, taken literally (dots are not separators); `""` is the root.',
          type: 'string',
        },
        value: { description: 'The value to store there.', $ref: '../../common/json-value.schema.json' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateMergeOp',
      description:
        'Shallow-merges an object into the target object, creating missing (or null) objects along the path. The target must be an object, null or missing.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'merge' },
        path: {
          description:
            'Where to merge: one field name, or an array of segments for a nested target. Absent, `""` or `[]` is the root. At most 32 segments of at most 256 bytes.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description:
            'Object whose fields are copied onto the target (at most 1024 fields, nesting depth at most 16).',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateIncrementOp',
      description: 'Adds `by` to a number field; a missing field starts at `by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'increment' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to add.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateDecrementOp',
      description: 'Subtracts `by` from a number field; a missing field starts at `-by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'decrement' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to subtract.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateAppendOp',
      description:
        'Appends to an array, or concatenates a string to a string. A missing or null target becomes `[value]`, or the string itself when `value` is a string.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'append' },
        path: {
          description:
            'The target: one field name, or an array of segments for a nested target (missing objects along it are created). Absent, `""` or `[]` is the root.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description: 'The element to append, or the string to concatenate.',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateRemoveOp',
      description:
        'Removes a first-level field (removing a missing one is not an error); the path `""` sets the whole value to null.',
      type: 'object',
      required: ['type', 'path'],
      properties: {
        type: { description: 'Operation tag.', const: 'remove' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { type: 'set', path: 'status', value: 'active' },
    { type: 'merge', path: ['profile', 'address'], value: { city: 'Lyon' } },
    { type: 'increment', path: 'count', by: 1 },
    { type: 'decrement', path: 'stock', by: 2 },
    { type: 'append', path: 'events', value: { kind: 'login' } },
    { type: 'remove', path: 'draft' },
  ],
};
const schema33 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/json-value.schema.json',
  title: 'JsonValue',
  description: 'Any JSON value: object, array, string, number, boolean or null.',
  type: ['object', 'array', 'string', 'number', 'boolean', 'null'],
  examples: [{ a: 1 }, [1, 'two'], 'text', 3.5, true, null],
};
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-op.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.type === undefined && (missing0 = 'type')) {
        validate21.errors = [
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
          const _errs3 = errors;
          if (typeof data.type !== 'string') {
            validate21.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/type',
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
          const tag0 = data.type;
          if (typeof tag0 == 'string') {
            if (tag0 === 'set') {
              const _errs5 = errors;
              if (errors === _errs5) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing1;
                  if (
                    (data.type === undefined && (missing1 = 'type')) ||
                    (data.path === undefined && (missing1 = 'path')) ||
                    (data.value === undefined && (missing1 = 'value'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/0/required',
                        keyword: 'required',
                        params: { missingProperty: missing1 },
                        message: "must have required property '" + missing1 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs8 = errors;
                      if ('set' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/0/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'set' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid3 = _errs8 === errors;
                    } else {
                      var valid3 = true;
                    }
                    if (valid3) {
                      if (data.path !== undefined) {
                        const _errs9 = errors;
                        if (typeof data.path !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/0/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs9 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data.value !== undefined) {
                          let data3 = data.value;
                          const _errs11 = errors;
                          if (
                            typeof data3 != 'object' &&
                            typeof data3 !== 'string' &&
                            !(typeof data3 == 'number' && isFinite(data3)) &&
                            typeof data3 !== 'boolean'
                          ) {
                            validate21.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs11 === errors;
                        } else {
                          var valid3 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/0/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'merge') {
              const _errs14 = errors;
              if (errors === _errs14) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing2;
                  if (
                    (data.type === undefined && (missing2 = 'type')) ||
                    (data.value === undefined && (missing2 = 'value'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/1/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs17 = errors;
                      if ('merge' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/1/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'merge' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid6 = _errs17 === errors;
                    } else {
                      var valid6 = true;
                    }
                    if (valid6) {
                      if (data.path !== undefined) {
                        let data5 = data.path;
                        const _errs18 = errors;
                        if (typeof data5 !== 'string' && !Array.isArray(data5)) {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/1/properties/path/type',
                              keyword: 'type',
                              params: { type: schema32.oneOf[1].properties.path.type },
                              message: 'must be string,array',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs18) {
                          if (Array.isArray(data5)) {
                            var valid7 = true;
                            const len0 = data5.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              const _errs20 = errors;
                              if (typeof data5[i0] !== 'string') {
                                validate21.errors = [
                                  {
                                    instancePath: instancePath + '/path/' + i0,
                                    schemaPath: '#/oneOf/1/properties/path/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid7 = _errs20 === errors;
                              if (!valid7) {
                                break;
                              }
                            }
                          }
                        }
                        var valid6 = _errs18 === errors;
                      } else {
                        var valid6 = true;
                      }
                      if (valid6) {
                        if (data.value !== undefined) {
                          let data7 = data.value;
                          const _errs22 = errors;
                          if (
                            typeof data7 != 'object' &&
                            typeof data7 !== 'string' &&
                            !(typeof data7 == 'number' && isFinite(data7)) &&
                            typeof data7 !== 'boolean'
                          ) {
                            validate21.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid6 = _errs22 === errors;
                        } else {
                          var valid6 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/1/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'increment') {
              const _errs25 = errors;
              if (errors === _errs25) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing3;
                  if (
                    (data.type === undefined && (missing3 = 'type')) ||
                    (data.path === undefined && (missing3 = 'path')) ||
                    (data.by === undefined && (missing3 = 'by'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/2/required',
                        keyword: 'required',
                        params: { missingProperty: missing3 },
                        message: "must have required property '" + missing3 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs28 = errors;
                      if ('increment' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/2/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'increment' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid10 = _errs28 === errors;
                    } else {
                      var valid10 = true;
                    }
                    if (valid10) {
                      if (data.path !== undefined) {
                        const _errs29 = errors;
                        if (typeof data.path !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/2/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid10 = _errs29 === errors;
                      } else {
                        var valid10 = true;
                      }
                      if (valid10) {
                        if (data.by !== undefined) {
                          let data10 = data.by;
                          const _errs31 = errors;
                          if (!(
                            typeof data10 == 'number' &&
                            !(data10 % 1) &&
                            !isNaN(data10) &&
                            isFinite(data10)
                          )) {
                            validate21.errors = [
                              {
                                instancePath: instancePath + '/by',
                                schemaPath: '#/oneOf/2/properties/by/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          var valid10 = _errs31 === errors;
                        } else {
                          var valid10 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/2/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'decrement') {
              const _errs33 = errors;
              if (errors === _errs33) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing4;
                  if (
                    (data.type === undefined && (missing4 = 'type')) ||
                    (data.path === undefined && (missing4 = 'path')) ||
                    (data.by === undefined && (missing4 = 'by'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/3/required',
                        keyword: 'required',
                        params: { missingProperty: missing4 },
                        message: "must have required property '" + missing4 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs36 = errors;
                      if ('decrement' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/3/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'decrement' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid12 = _errs36 === errors;
                    } else {
                      var valid12 = true;
                    }
                    if (valid12) {
                      if (data.path !== undefined) {
                        const _errs37 = errors;
                        if (typeof data.path !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/3/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid12 = _errs37 === errors;
                      } else {
                        var valid12 = true;
                      }
                      if (valid12) {
                        if (data.by !== undefined) {
                          let data13 = data.by;
                          const _errs39 = errors;
                          if (!(
                            typeof data13 == 'number' &&
                            !(data13 % 1) &&
                            !isNaN(data13) &&
                            isFinite(data13)
                          )) {
                            validate21.errors = [
                              {
                                instancePath: instancePath + '/by',
                                schemaPath: '#/oneOf/3/properties/by/type',
                                keyword: 'type',
                                params: { type: 'integer' },
                                message: 'must be integer',
                              },
                            ];
                            return false;
                          }
                          var valid12 = _errs39 === errors;
                        } else {
                          var valid12 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/3/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'append') {
              const _errs41 = errors;
              if (errors === _errs41) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing5;
                  if (
                    (data.type === undefined && (missing5 = 'type')) ||
                    (data.value === undefined && (missing5 = 'value'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/4/required',
                        keyword: 'required',
                        params: { missingProperty: missing5 },
                        message: "must have required property '" + missing5 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs44 = errors;
                      if ('append' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/4/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'append' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid14 = _errs44 === errors;
                    } else {
                      var valid14 = true;
                    }
                    if (valid14) {
                      if (data.path !== undefined) {
                        let data15 = data.path;
                        const _errs45 = errors;
                        if (typeof data15 !== 'string' && !Array.isArray(data15)) {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/4/properties/path/type',
                              keyword: 'type',
                              params: { type: schema32.oneOf[4].properties.path.type },
                              message: 'must be string,array',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs45) {
                          if (Array.isArray(data15)) {
                            var valid15 = true;
                            const len1 = data15.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                              const _errs47 = errors;
                              if (typeof data15[i1] !== 'string') {
                                validate21.errors = [
                                  {
                                    instancePath: instancePath + '/path/' + i1,
                                    schemaPath: '#/oneOf/4/properties/path/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid15 = _errs47 === errors;
                              if (!valid15) {
                                break;
                              }
                            }
                          }
                        }
                        var valid14 = _errs45 === errors;
                      } else {
                        var valid14 = true;
                      }
                      if (valid14) {
                        if (data.value !== undefined) {
                          let data17 = data.value;
                          const _errs49 = errors;
                          if (
                            typeof data17 != 'object' &&
                            typeof data17 !== 'string' &&
                            !(typeof data17 == 'number' && isFinite(data17)) &&
                            typeof data17 !== 'boolean'
                          ) {
                            validate21.errors = [
                              {
                                instancePath: instancePath + '/value',
                                schemaPath: '../../common/json-value.schema.json/type',
                                keyword: 'type',
                                params: { type: schema33.type },
                                message: 'must be object,array,string,number,boolean,null',
                              },
                            ];
                            return false;
                          }
                          var valid14 = _errs49 === errors;
                        } else {
                          var valid14 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/4/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else if (tag0 === 'remove') {
              const _errs52 = errors;
              if (errors === _errs52) {
                if (data && typeof data == 'object' && !Array.isArray(data)) {
                  let missing6;
                  if (
                    (data.type === undefined && (missing6 = 'type')) ||
                    (data.path === undefined && (missing6 = 'path'))
                  ) {
                    validate21.errors = [
                      {
                        instancePath,
                        schemaPath: '#/oneOf/5/required',
                        keyword: 'required',
                        params: { missingProperty: missing6 },
                        message: "must have required property '" + missing6 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data.type !== undefined) {
                      const _errs55 = errors;
                      if ('remove' !== data.type) {
                        validate21.errors = [
                          {
                            instancePath: instancePath + '/type',
                            schemaPath: '#/oneOf/5/properties/type/const',
                            keyword: 'const',
                            params: { allowedValue: 'remove' },
                            message: 'must be equal to constant',
                          },
                        ];
                        return false;
                      }
                      var valid18 = _errs55 === errors;
                    } else {
                      var valid18 = true;
                    }
                    if (valid18) {
                      if (data.path !== undefined) {
                        const _errs56 = errors;
                        if (typeof data.path !== 'string') {
                          validate21.errors = [
                            {
                              instancePath: instancePath + '/path',
                              schemaPath: '#/oneOf/5/properties/path/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid18 = _errs56 === errors;
                      } else {
                        var valid18 = true;
                      }
                    }
                  }
                } else {
                  validate21.errors = [
                    {
                      instancePath,
                      schemaPath: '#/oneOf/5/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
            } else {
              validate21.errors = [
                {
                  instancePath,
                  schemaPath: '#/discriminator',
                  keyword: 'discriminator',
                  params: { error: 'mapping', tag: 'type', tagValue: tag0 },
                  message: 'value of tag "type" must be in oneOf',
                },
              ];
              return false;
            }
          } else {
            validate21.errors = [
              {
                instancePath,
                schemaPath: '#/discriminator',
                keyword: 'discriminator',
                params: { error: 'tag', tag: 'type', tagValue: tag0 },
                message: 'tag "type" must be string',
              },
            ];
            return false;
          }
        }
      }
    } else {
      validate21.errors = [
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
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/state/update-input.schema.json" */ let vErrors = null;
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
        (data.scope === undefined && (missing0 = 'scope')) ||
        (data.key === undefined && (missing0 = 'key')) ||
        (data.ops === undefined && (missing0 = 'ops'))
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
        if (data.scope !== undefined) {
          let data0 = data.scope;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/scope',
                    schemaPath: '#/properties/scope/minLength',
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
                  instancePath: instancePath + '/scope',
                  schemaPath: '#/properties/scope/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
          if (data.key !== undefined) {
            let data1 = data.key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/key',
                      schemaPath: '#/properties/key/minLength',
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
                    instancePath: instancePath + '/key',
                    schemaPath: '#/properties/key/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.ops !== undefined) {
              let data2 = data.ops;
              const _errs6 = errors;
              if (errors === _errs6) {
                if (Array.isArray(data2)) {
                  var valid1 = true;
                  const len0 = data2.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    const _errs8 = errors;
                    if (
                      !validate21(data2[i0], {
                        instancePath: instancePath + '/ops/' + i0,
                        parentData: data2,
                        parentDataProperty: i0,
                        rootData,
                        dynamicAnchors,
                      })
                    ) {
                      vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                      errors = vErrors.length;
                    }
                    var valid1 = _errs8 === errors;
                    if (!valid1) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/ops',
                      schemaPath: '#/properties/ops/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs6 === errors;
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
