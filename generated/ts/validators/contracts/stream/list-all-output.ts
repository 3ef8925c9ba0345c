/* DO NOT EDIT — generated from schema/contracts/stream/list-all-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { StreamListAllOutput } from '../../../contracts/stream/list-all-output.js';

export const validateStreamListAllOutput = validate20 as unknown as Validator<StreamListAllOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/stream/list-all-output.schema.json',
  title: 'StreamListAllOutput',
  description: 'Output of `stream::list_all`.',
  type: 'object',
  required: ['stream', 'count'],
  properties: {
    stream: {
      description: 'The streams, sorted by id.',
      type: 'array',
      items: {
        title: 'StreamSummary',
        description: 'One stream.',
        type: 'object',
        required: ['id', 'groups'],
        properties: {
          id: { description: 'The stream name.', type: 'string' },
          groups: {
            description: 'Its groups that hold items (for a system stream: the groups it serves), sorted.',
            type: 'array',
            items: { type: 'string' },
          },
          system: {
            description: "True for the engine's own streams (`svc:*`), which a console hides by default.",
            type: 'boolean',
          },
        },
        additionalProperties: true,
      },
    },
    count: { description: 'Number of streams.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [{ stream: [{ id: 'todo', groups: ['inbox'] }], count: 1 }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/stream/list-all-output.schema.json" */ let vErrors = null;
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
        (data.stream === undefined && (missing0 = 'stream')) ||
        (data.count === undefined && (missing0 = 'count'))
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
        if (data.stream !== undefined) {
          let data0 = data.stream;
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
                      (data1.id === undefined && (missing1 = 'id')) ||
                      (data1.groups === undefined && (missing1 = 'groups'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/stream/' + i0,
                          schemaPath: '#/properties/stream/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.id !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/stream/' + i0 + '/id',
                              schemaPath: '#/properties/stream/items/properties/id/type',
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
                        if (data1.groups !== undefined) {
                          let data3 = data1.groups;
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
                                      instancePath: instancePath + '/stream/' + i0 + '/groups/' + i1,
                                      schemaPath: '#/properties/stream/items/properties/groups/items/type',
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
                                  instancePath: instancePath + '/stream/' + i0 + '/groups',
                                  schemaPath: '#/properties/stream/items/properties/groups/type',
                                  keyword: 'type',
                                  params: { type: 'array' },
                                  message: 'must be array',
                                },
                              ];
                              return false;
                            }
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.system !== undefined) {
                            const _errs13 = errors;
                            if (typeof data1.system !== 'boolean') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/stream/' + i0 + '/system',
                                  schemaPath: '#/properties/stream/items/properties/system/type',
                                  keyword: 'type',
                                  params: { type: 'boolean' },
                                  message: 'must be boolean',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs13 === errors;
                          } else {
                            var valid2 = true;
                          }
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/stream/' + i0,
                        schemaPath: '#/properties/stream/items/type',
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
                  instancePath: instancePath + '/stream',
                  schemaPath: '#/properties/stream/type',
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
          if (data.count !== undefined) {
            let data6 = data.count;
            const _errs15 = errors;
            if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/count',
                  schemaPath: '#/properties/count/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs15) {
              if (typeof data6 == 'number' && isFinite(data6)) {
                if (data6 < 0 || isNaN(data6)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/count',
                      schemaPath: '#/properties/count/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs15 === errors;
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
