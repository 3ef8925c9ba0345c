/* DO NOT EDIT — generated from schema/contracts/observability/traces-flow-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesFlowOutput } from '../../../contracts/observability/traces-flow-output.js';

export const validateObservabilityTracesFlowOutput =
  validate20 as unknown as Validator<ObservabilityTracesFlowOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-flow-output.schema.json',
  title: 'ObservabilityTracesFlowOutput',
  description:
    "Output of `engine::traces::flow`: one edge per function and thing it touched. A built-in function's span that carries `svc.state.scope`, `svc.stream.name`, `svc.queue.topic` or `svc.event.topic` is an edge from the nearest function span above it in its trace.",
  type: 'object',
  required: ['edges'],
  properties: {
    edges: {
      description: 'Edges, most recently seen first.',
      type: 'array',
      items: {
        title: 'ObservabilityFlowEdge',
        description: 'A function that touched a state scope, a stream, a queue topic or an event topic.',
        type: 'object',
        required: ['function_id', 'kind', 'target', 'count', 'last_seen_ms'],
        properties: {
          function_id: { description: 'The function whose call touched it.', type: 'string' },
          kind: { description: 'What it touched.', enum: ['state', 'stream', 'queue', 'event'] },
          target: {
            description: 'The state scope, stream name, queue topic or event topic.',
            type: 'string',
          },
          via: {
            description:
              'The built-in function that touched it (`state::set`, `iii::durable::publish`, ...).',
            type: 'string',
          },
          count: { description: 'Spans seen for this edge.', type: 'integer', minimum: 1 },
          last_seen_ms: { description: 'Start of the latest of them, unix ms.', type: 'number' },
        },
        additionalProperties: true,
      },
    },
    storage: {
      description: "The span store's size and bounds, as the other trace functions answer it.",
      type: 'object',
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    {
      edges: [
        {
          function_id: 'orders::place',
          kind: 'state',
          target: 'orders',
          via: 'state::set',
          count: 3,
          last_seen_ms: 1700000000000,
        },
      ],
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-flow-output.schema.json" */ let vErrors = null;
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
      if (data.edges === undefined && (missing0 = 'edges')) {
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
        if (data.edges !== undefined) {
          let data0 = data.edges;
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
                      (data1.function_id === undefined && (missing1 = 'function_id')) ||
                      (data1.kind === undefined && (missing1 = 'kind')) ||
                      (data1.target === undefined && (missing1 = 'target')) ||
                      (data1.count === undefined && (missing1 = 'count')) ||
                      (data1.last_seen_ms === undefined && (missing1 = 'last_seen_ms'))
                    ) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/edges/' + i0,
                          schemaPath: '#/properties/edges/items/required',
                          keyword: 'required',
                          params: { missingProperty: missing1 },
                          message: "must have required property '" + missing1 + "'",
                        },
                      ];
                      return false;
                    } else {
                      if (data1.function_id !== undefined) {
                        const _errs7 = errors;
                        if (typeof data1.function_id !== 'string') {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/edges/' + i0 + '/function_id',
                              schemaPath: '#/properties/edges/items/properties/function_id/type',
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
                        if (data1.kind !== undefined) {
                          let data3 = data1.kind;
                          const _errs9 = errors;
                          if (!(
                            data3 === 'state' ||
                            data3 === 'stream' ||
                            data3 === 'queue' ||
                            data3 === 'event'
                          )) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/edges/' + i0 + '/kind',
                                schemaPath: '#/properties/edges/items/properties/kind/enum',
                                keyword: 'enum',
                                params: {
                                  allowedValues: schema31.properties.edges.items.properties.kind.enum,
                                },
                                message: 'must be equal to one of the allowed values',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs9 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data1.target !== undefined) {
                            const _errs10 = errors;
                            if (typeof data1.target !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/edges/' + i0 + '/target',
                                  schemaPath: '#/properties/edges/items/properties/target/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs10 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data1.via !== undefined) {
                              const _errs12 = errors;
                              if (typeof data1.via !== 'string') {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/edges/' + i0 + '/via',
                                    schemaPath: '#/properties/edges/items/properties/via/type',
                                    keyword: 'type',
                                    params: { type: 'string' },
                                    message: 'must be string',
                                  },
                                ];
                                return false;
                              }
                              var valid2 = _errs12 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data1.count !== undefined) {
                                let data6 = data1.count;
                                const _errs14 = errors;
                                if (!(
                                  typeof data6 == 'number' &&
                                  !(data6 % 1) &&
                                  !isNaN(data6) &&
                                  isFinite(data6)
                                )) {
                                  validate20.errors = [
                                    {
                                      instancePath: instancePath + '/edges/' + i0 + '/count',
                                      schemaPath: '#/properties/edges/items/properties/count/type',
                                      keyword: 'type',
                                      params: { type: 'integer' },
                                      message: 'must be integer',
                                    },
                                  ];
                                  return false;
                                }
                                if (errors === _errs14) {
                                  if (typeof data6 == 'number' && isFinite(data6)) {
                                    if (data6 < 1 || isNaN(data6)) {
                                      validate20.errors = [
                                        {
                                          instancePath: instancePath + '/edges/' + i0 + '/count',
                                          schemaPath: '#/properties/edges/items/properties/count/minimum',
                                          keyword: 'minimum',
                                          params: { comparison: '>=', limit: 1 },
                                          message: 'must be >= 1',
                                        },
                                      ];
                                      return false;
                                    }
                                  }
                                }
                                var valid2 = _errs14 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data1.last_seen_ms !== undefined) {
                                  let data7 = data1.last_seen_ms;
                                  const _errs16 = errors;
                                  if (!(typeof data7 == 'number' && isFinite(data7))) {
                                    validate20.errors = [
                                      {
                                        instancePath: instancePath + '/edges/' + i0 + '/last_seen_ms',
                                        schemaPath: '#/properties/edges/items/properties/last_seen_ms/type',
                                        keyword: 'type',
                                        params: { type: 'number' },
                                        message: 'must be number',
                                      },
                                    ];
                                    return false;
                                  }
                                  var valid2 = _errs16 === errors;
                                } else {
                                  var valid2 = true;
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
                        instancePath: instancePath + '/edges/' + i0,
                        schemaPath: '#/properties/edges/items/type',
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
                  instancePath: instancePath + '/edges',
                  schemaPath: '#/properties/edges/type',
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
          if (data.storage !== undefined) {
            let data8 = data.storage;
            const _errs18 = errors;
            if (errors === _errs18) {
              if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/storage',
                    schemaPath: '#/properties/storage/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs18 === errors;
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
