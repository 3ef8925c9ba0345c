/* DO NOT EDIT — generated from schema/contracts/observability/traces-tree-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ObservabilityTracesTreeOutput } from '../../../contracts/observability/traces-tree-output.js';

export const validateObservabilityTracesTreeOutput =
  validate20 as unknown as Validator<ObservabilityTracesTreeOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/observability/traces-tree-output.schema.json',
  title: 'ObservabilityTracesTreeOutput',
  description:
    "Output of `engine::traces::tree`: the trace's spans nested under their parents (a span whose parent is not stored is a root), each with `children`, sorted by start time.",
  type: 'object',
  properties: {
    roots: {
      description: 'Root spans, each a stored span with `children` (the same shape, recursively).',
      type: 'array',
      items: {
        description: 'A stored span with `children`.',
        type: 'object',
        additionalProperties: true,
        properties: {
          children: {
            description: 'Child spans, with their children.',
            type: 'array',
            items: { description: 'A child span.', type: 'object', additionalProperties: true },
          },
        },
      },
    },
    storage: {
      description:
        'What the store holds and how it evicts: `{kind: memory, spans|logs, max, retention_seconds, evicted}`.',
      type: 'object',
      additionalProperties: true,
    },
  },
  required: ['roots'],
  additionalProperties: true,
  examples: [
    {
      roots: [
        {
          trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
          span_id: '00f067aa0ba902b7',
          name: 'math::add',
          start_time_unix_nano: 1767225600000000000,
          end_time_unix_nano: 1767225600002000000,
          status: 'ok',
          attributes: [
            ['svc.function.id', 'math::add'],
            ['svc.invocation.id', 'i-1'],
          ],
          service_name: 'svc',
          events: [],
          links: [],
          children: [],
        },
      ],
    },
    { roots: [] },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/observability/traces-tree-output.schema.json" */ let vErrors = null;
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
      if (data.roots === undefined && (missing0 = 'roots')) {
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
        if (data.roots !== undefined) {
          let data0 = data.roots;
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
                    if (data1.children !== undefined) {
                      let data2 = data1.children;
                      const _errs7 = errors;
                      if (errors === _errs7) {
                        if (Array.isArray(data2)) {
                          var valid3 = true;
                          const len1 = data2.length;
                          for (let i1 = 0; i1 < len1; i1++) {
                            let data3 = data2[i1];
                            const _errs9 = errors;
                            if (errors === _errs9) {
                              if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                              } else {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/roots/' + i0 + '/children/' + i1,
                                    schemaPath: '#/properties/roots/items/properties/children/items/type',
                                    keyword: 'type',
                                    params: { type: 'object' },
                                    message: 'must be object',
                                  },
                                ];
                                return false;
                              }
                            }
                            var valid3 = _errs9 === errors;
                            if (!valid3) {
                              break;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/roots/' + i0 + '/children',
                              schemaPath: '#/properties/roots/items/properties/children/type',
                              keyword: 'type',
                              params: { type: 'array' },
                              message: 'must be array',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                  } else {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/roots/' + i0,
                        schemaPath: '#/properties/roots/items/type',
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
                  instancePath: instancePath + '/roots',
                  schemaPath: '#/properties/roots/type',
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
            let data4 = data.storage;
            const _errs12 = errors;
            if (errors === _errs12) {
              if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
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
            var valid0 = _errs12 === errors;
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
