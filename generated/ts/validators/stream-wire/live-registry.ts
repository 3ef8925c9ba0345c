/* DO NOT EDIT — generated from schema/stream-wire/live-registry.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { LiveRegistryChanges } from '../../stream-wire/live-registry.js';

export const validateLiveRegistryChanges = validate20 as unknown as Validator<LiveRegistryChanges>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'stream-wire/live-registry.schema.json',
  title: 'LiveRegistryChanges',
  description:
    '`data` of the `changes` events of `svc:live` group `registry`: what was added and removed since the last frame (at most one frame per `live_interval_ms`). A client lists once on (re)connect, then applies these.',
  type: 'object',
  required: ['functions', 'triggers', 'workers'],
  properties: {
    functions: {
      title: 'LiveFunctionDelta',
      description: 'Function ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    triggers: {
      title: 'LiveTriggerDelta',
      description: 'Trigger binding ids added and removed.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
    workers: {
      title: 'LiveWorkerDelta',
      description: 'Worker ids connected and gone.',
      type: 'object',
      required: ['added', 'removed'],
      properties: {
        added: { description: 'Ids added.', type: 'array', items: { type: 'string' } },
        removed: { description: 'Ids removed.', type: 'array', items: { type: 'string' } },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      functions: { added: ['math::add'], removed: [] },
      triggers: { added: [], removed: [] },
      workers: { added: ['w1'], removed: [] },
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="stream-wire/live-registry.schema.json" */ let vErrors = null;
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
        (data.functions === undefined && (missing0 = 'functions')) ||
        (data.triggers === undefined && (missing0 = 'triggers')) ||
        (data.workers === undefined && (missing0 = 'workers'))
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
        if (data.functions !== undefined) {
          let data0 = data.functions;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
              let missing1;
              if (
                (data0.added === undefined && (missing1 = 'added')) ||
                (data0.removed === undefined && (missing1 = 'removed'))
              ) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/functions',
                    schemaPath: '#/properties/functions/required',
                    keyword: 'required',
                    params: { missingProperty: missing1 },
                    message: "must have required property '" + missing1 + "'",
                  },
                ];
                return false;
              } else {
                if (data0.added !== undefined) {
                  let data1 = data0.added;
                  const _errs5 = errors;
                  if (errors === _errs5) {
                    if (Array.isArray(data1)) {
                      var valid2 = true;
                      const len0 = data1.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        const _errs7 = errors;
                        if (typeof data1[i0] !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/functions/added/' + i0,
                              schemaPath: '#/properties/functions/properties/added/items/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            },
                          ];
                          return false;
                        }
                        var valid2 = _errs7 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/functions/added',
                          schemaPath: '#/properties/functions/properties/added/type',
                          keyword: 'type',
                          params: { type: 'array' },
                          message: 'must be array',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs5 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data0.removed !== undefined) {
                    let data3 = data0.removed;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (Array.isArray(data3)) {
                        var valid3 = true;
                        const len1 = data3.length;
                        for (let i1 = 0; i1 < len1; i1++) {
                          const _errs11 = errors;
                          if (typeof data3[i1] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/functions/removed/' + i1,
                                schemaPath: '#/properties/functions/properties/removed/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs11 === errors;
                          if (!valid3) {
                            break;
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/functions/removed',
                            schemaPath: '#/properties/functions/properties/removed/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid1 = _errs9 === errors;
                  } else {
                    var valid1 = true;
                  }
                }
              }
            } else {
              validate20.errors = [
                {
                  instancePath: instancePath + '/functions',
                  schemaPath: '#/properties/functions/type',
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
          if (data.triggers !== undefined) {
            let data5 = data.triggers;
            const _errs13 = errors;
            if (errors === _errs13) {
              if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                let missing2;
                if (
                  (data5.added === undefined && (missing2 = 'added')) ||
                  (data5.removed === undefined && (missing2 = 'removed'))
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/triggers',
                      schemaPath: '#/properties/triggers/required',
                      keyword: 'required',
                      params: { missingProperty: missing2 },
                      message: "must have required property '" + missing2 + "'",
                    },
                  ];
                  return false;
                } else {
                  if (data5.added !== undefined) {
                    let data6 = data5.added;
                    const _errs16 = errors;
                    if (errors === _errs16) {
                      if (Array.isArray(data6)) {
                        var valid5 = true;
                        const len2 = data6.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          const _errs18 = errors;
                          if (typeof data6[i2] !== 'string') {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/triggers/added/' + i2,
                                schemaPath: '#/properties/triggers/properties/added/items/type',
                                keyword: 'type',
                                params: { type: 'string' },
                                message: 'must be string',
                              },
                            ];
                            return false;
                          }
                          var valid5 = _errs18 === errors;
                          if (!valid5) {
                            break;
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/triggers/added',
                            schemaPath: '#/properties/triggers/properties/added/type',
                            keyword: 'type',
                            params: { type: 'array' },
                            message: 'must be array',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid4 = _errs16 === errors;
                  } else {
                    var valid4 = true;
                  }
                  if (valid4) {
                    if (data5.removed !== undefined) {
                      let data8 = data5.removed;
                      const _errs20 = errors;
                      if (errors === _errs20) {
                        if (Array.isArray(data8)) {
                          var valid6 = true;
                          const len3 = data8.length;
                          for (let i3 = 0; i3 < len3; i3++) {
                            const _errs22 = errors;
                            if (typeof data8[i3] !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/triggers/removed/' + i3,
                                  schemaPath: '#/properties/triggers/properties/removed/items/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid6 = _errs22 === errors;
                            if (!valid6) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/triggers/removed',
                              schemaPath: '#/properties/triggers/properties/removed/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid4 = _errs20 === errors;
                    } else {
                      var valid4 = true;
                    }
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/triggers',
                    schemaPath: '#/properties/triggers/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs13 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.workers !== undefined) {
              let data10 = data.workers;
              const _errs24 = errors;
              if (errors === _errs24) {
                if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
                  let missing3;
                  if (
                    (data10.added === undefined && (missing3 = 'added')) ||
                    (data10.removed === undefined && (missing3 = 'removed'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/workers',
                        schemaPath: '#/properties/workers/required',
                        keyword: 'required',
                        params: { missingProperty: missing3 },
                        message: "must have required property '" + missing3 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data10.added !== undefined) {
                      let data11 = data10.added;
                      const _errs27 = errors;
                      if (errors === _errs27) {
                        if (Array.isArray(data11)) {
                          var valid8 = true;
                          const len4 = data11.length;
                          for (let i4 = 0; i4 < len4; i4++) {
                            const _errs29 = errors;
                            if (typeof data11[i4] !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/workers/added/' + i4,
                                  schemaPath: '#/properties/workers/properties/added/items/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid8 = _errs29 === errors;
                            if (!valid8) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/workers/added',
                              schemaPath: '#/properties/workers/properties/added/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid7 = _errs27 === errors;
                    } else {
                      var valid7 = true;
                    }
                    if (valid7) {
                      if (data10.removed !== undefined) {
                        let data13 = data10.removed;
                        const _errs31 = errors;
                        if (errors === _errs31) {
                          if (Array.isArray(data13)) {
                            var valid9 = true;
                            const len5 = data13.length;
                            for (let i5 = 0; i5 < len5; i5++) {
                              const _errs33 = errors;
                              if (typeof data13[i5] !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/workers/removed/' + i5,
                                    schemaPath: '#/properties/workers/properties/removed/items/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid9 = _errs33 === errors;
                              if (!valid9) {
                                break;
                              }
                            }
                          } else {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/workers/removed',
                                schemaPath: '#/properties/workers/properties/removed/type',
                                keyword: 'type',
                                params: { type: 'array' },
                                message: 'must be array',
                              },
                            ];
                            return false;
                          }
                        }
                        var valid7 = _errs31 === errors;
                      } else {
                        var valid7 = true;
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/workers',
                      schemaPath: '#/properties/workers/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs24 === errors;
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
