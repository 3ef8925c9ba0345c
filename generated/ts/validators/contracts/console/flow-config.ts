/* DO NOT EDIT — generated from schema/contracts/console/flow-config.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleFlowConfig } from '../../../contracts/console/flow-config.js';

export const validateConsoleFlowConfig = validate20 as unknown as Validator<ConsoleFlowConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/flow-config.schema.json',
  title: 'ConsoleFlowConfig',
  description:
    "Body of `POST /_console/flows/config/:flow_id` and answer of its GET: the Flow page's layout, kept in state scope `__console.flowConfigs` under the flow id.",
  type: 'object',
  required: ['config'],
  properties: {
    id: { description: "The flow id (the path's).", type: 'string' },
    config: {
      description: 'Positions the user placed nodes at, by node id (at most 5,000, else 400).',
      type: 'object',
      additionalProperties: {
        title: 'ConsoleFlowPosition',
        description: 'Where one node is drawn.',
        type: 'object',
        required: ['x', 'y'],
        properties: {
          x: { description: 'Centre, in graph units.', type: 'number' },
          y: { description: 'Centre, in graph units.', type: 'number' },
        },
        additionalProperties: true,
      },
    },
    view: {
      title: 'ConsoleFlowView',
      description: 'The zoom and pan the user left the graph at.',
      type: 'object',
      required: ['zoom', 'x', 'y'],
      properties: {
        zoom: { description: 'Scale, 1 for 100 %.', type: 'number', minimum: 0.05, maximum: 20 },
        x: { description: 'Horizontal pan in screen pixels.', type: 'number' },
        y: { description: 'Vertical pan in screen pixels.', type: 'number' },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { id: 'default', config: { 'f:orders::place': { x: 120, y: 40 } }, view: { zoom: 1.5, x: -20, y: 10 } },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/console/flow-config.schema.json" */ let vErrors = null;
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
      if (data.config === undefined && (missing0 = 'config')) {
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
        if (data.id !== undefined) {
          const _errs2 = errors;
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
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.config !== undefined) {
            let data1 = data.config;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                for (const key0 in data1) {
                  let data2 = data1[key0];
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
                      let missing1;
                      if (
                        (data2.x === undefined && (missing1 = 'x')) ||
                        (data2.y === undefined && (missing1 = 'y'))
                      ) {
                        validate20.errors = [
                          {
                            instancePath:
                              instancePath + '/config/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                            schemaPath: '#/properties/config/additionalProperties/required',
                            keyword: 'required',
                            params: { missingProperty: missing1 },
                            message: "must have required property '" + missing1 + "'",
                          },
                        ];
                        return false;
                      } else {
                        if (data2.x !== undefined) {
                          let data3 = data2.x;
                          const _errs10 = errors;
                          if (!(typeof data3 == 'number' && isFinite(data3))) {
                            validate20.errors = [
                              {
                                instancePath:
                                  instancePath +
                                  '/config/' +
                                  key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                  '/x',
                                schemaPath: '#/properties/config/additionalProperties/properties/x/type',
                                keyword: 'type',
                                params: { type: 'number' },
                                message: 'must be number',
                              },
                            ];
                            return false;
                          }
                          var valid2 = _errs10 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data2.y !== undefined) {
                            let data4 = data2.y;
                            const _errs12 = errors;
                            if (!(typeof data4 == 'number' && isFinite(data4))) {
                              validate20.errors = [
                                {
                                  instancePath:
                                    instancePath +
                                    '/config/' +
                                    key0.replace(/~/g, '~0').replace(/\//g, '~1') +
                                    '/y',
                                  schemaPath: '#/properties/config/additionalProperties/properties/y/type',
                                  keyword: 'type',
                                  params: { type: 'number' },
                                  message: 'must be number',
                                },
                              ];
                              return false;
                            }
                            var valid2 = _errs12 === errors;
                          } else {
                            var valid2 = true;
                          }
                        }
                      }
                    } else {
                      validate20.errors = [
                        {
                          instancePath:
                            instancePath + '/config/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                          schemaPath: '#/properties/config/additionalProperties/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        },
                      ];
                      return false;
                    }
                  }
                  var valid1 = _errs7 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/config',
                    schemaPath: '#/properties/config/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
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
            if (data.view !== undefined) {
              let data5 = data.view;
              const _errs14 = errors;
              if (errors === _errs14) {
                if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
                  let missing2;
                  if (
                    (data5.zoom === undefined && (missing2 = 'zoom')) ||
                    (data5.x === undefined && (missing2 = 'x')) ||
                    (data5.y === undefined && (missing2 = 'y'))
                  ) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/view',
                        schemaPath: '#/properties/view/required',
                        keyword: 'required',
                        params: { missingProperty: missing2 },
                        message: "must have required property '" + missing2 + "'",
                      },
                    ];
                    return false;
                  } else {
                    if (data5.zoom !== undefined) {
                      let data6 = data5.zoom;
                      const _errs17 = errors;
                      if (errors === _errs17) {
                        if (typeof data6 == 'number' && isFinite(data6)) {
                          if (data6 > 20 || isNaN(data6)) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/view/zoom',
                                schemaPath: '#/properties/view/properties/zoom/maximum',
                                keyword: 'maximum',
                                params: { comparison: '<=', limit: 20 },
                                message: 'must be <= 20',
                              },
                            ];
                            return false;
                          } else {
                            if (data6 < 0.05 || isNaN(data6)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/view/zoom',
                                  schemaPath: '#/properties/view/properties/zoom/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0.05 },
                                  message: 'must be >= 0.05',
                                },
                              ];
                              return false;
                            }
                          }
                        } else {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/view/zoom',
                              schemaPath: '#/properties/view/properties/zoom/type',
                              keyword: 'type',
                              params: { type: 'number' },
                              message: 'must be number',
                            },
                          ];
                          return false;
                        }
                      }
                      var valid3 = _errs17 === errors;
                    } else {
                      var valid3 = true;
                    }
                    if (valid3) {
                      if (data5.x !== undefined) {
                        let data7 = data5.x;
                        const _errs19 = errors;
                        if (!(typeof data7 == 'number' && isFinite(data7))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/view/x',
                              schemaPath: '#/properties/view/properties/x/type',
                              keyword: 'type',
                              params: { type: 'number' },
                              message: 'must be number',
                            },
                          ];
                          return false;
                        }
                        var valid3 = _errs19 === errors;
                      } else {
                        var valid3 = true;
                      }
                      if (valid3) {
                        if (data5.y !== undefined) {
                          let data8 = data5.y;
                          const _errs21 = errors;
                          if (!(typeof data8 == 'number' && isFinite(data8))) {
                            validate20.errors = [
                              {
                                instancePath: instancePath + '/view/y',
                                schemaPath: '#/properties/view/properties/y/type',
                                keyword: 'type',
                                params: { type: 'number' },
                                message: 'must be number',
                              },
                            ];
                            return false;
                          }
                          var valid3 = _errs21 === errors;
                        } else {
                          var valid3 = true;
                        }
                      }
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/view',
                      schemaPath: '#/properties/view/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs14 === errors;
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
