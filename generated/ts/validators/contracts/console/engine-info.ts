/* DO NOT EDIT — generated from schema/contracts/console/engine-info.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ConsoleEngineInfo } from '../../../contracts/console/engine-info.js';

export const validateConsoleEngineInfo = validate20 as unknown as Validator<ConsoleEngineInfo>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/engine-info.schema.json',
  title: 'ConsoleEngineInfo',
  description: 'Body of `GET /_console/info`: what a console shows about the engine it talks to.',
  type: 'object',
  required: ['version', 'listeners', 'modules'],
  properties: {
    version: { description: "The engine's version.", type: 'string' },
    listeners: {
      description:
        "Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine bound it.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    modules: {
      description:
        'The built-in modules running, in start order, with their settings; values of secret-looking keys and passwords in URLs are replaced by `***`.',
      type: 'array',
      items: {
        title: 'ConsoleModuleInfo',
        description: 'One running module.',
        type: 'object',
        required: ['name', 'settings'],
        properties: {
          name: { description: 'Canonical name (`svc-http`).', type: 'string' },
          settings: {
            description: 'Its settings as configured, secrets masked.',
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
    otel: {
      description: 'The settings of svc-observability, secrets masked; null when it is not running.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      version: '0.1.0',
      listeners: { bridge: 'ws://127.0.0.1:49134', http: 'http://127.0.0.1:3111' },
      modules: [{ name: 'svc-http', settings: { port: 3111 } }],
      otel: null,
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
  /*# sourceURL="contracts/console/engine-info.schema.json" */ let vErrors = null;
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
        (data.version === undefined && (missing0 = 'version')) ||
        (data.listeners === undefined && (missing0 = 'listeners')) ||
        (data.modules === undefined && (missing0 = 'modules'))
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
        if (data.version !== undefined) {
          const _errs2 = errors;
          if (typeof data.version !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/version',
                schemaPath: '#/properties/version/type',
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
          if (data.listeners !== undefined) {
            let data1 = data.listeners;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                for (const key0 in data1) {
                  const _errs7 = errors;
                  if (typeof data1[key0] !== 'string') {
                    validate20.errors = [
                      {
                        instancePath:
                          instancePath + '/listeners/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/listeners/additionalProperties/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                      },
                    ];
                    return false;
                  }
                  var valid1 = _errs7 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/listeners',
                    schemaPath: '#/properties/listeners/type',
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
            if (data.modules !== undefined) {
              let data3 = data.modules;
              const _errs9 = errors;
              if (errors === _errs9) {
                if (Array.isArray(data3)) {
                  var valid2 = true;
                  const len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let data4 = data3[i0];
                    const _errs11 = errors;
                    if (errors === _errs11) {
                      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
                        let missing1;
                        if (
                          (data4.name === undefined && (missing1 = 'name')) ||
                          (data4.settings === undefined && (missing1 = 'settings'))
                        ) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/modules/' + i0,
                              schemaPath: '#/properties/modules/items/required',
                              keyword: 'required',
                              params: { missingProperty: missing1 },
                              message: "must have required property '" + missing1 + "'",
                            },
                          ];
                          return false;
                        } else {
                          if (data4.name !== undefined) {
                            const _errs14 = errors;
                            if (typeof data4.name !== 'string') {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/modules/' + i0 + '/name',
                                  schemaPath: '#/properties/modules/items/properties/name/type',
                                  keyword: 'type',
                                  params: { type: 'string' },
                                  message: 'must be string',
                                },
                              ];
                              return false;
                            }
                            var valid3 = _errs14 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data4.settings !== undefined) {
                              let data6 = data4.settings;
                              const _errs16 = errors;
                              if (
                                typeof data6 != 'object' &&
                                typeof data6 !== 'string' &&
                                !(typeof data6 == 'number' && isFinite(data6)) &&
                                typeof data6 !== 'boolean'
                              ) {
                                validate20.errors = [
                                  {
                                    instancePath: instancePath + '/modules/' + i0 + '/settings',
                                    schemaPath: '../../common/json-value.schema.json/type',
                                    keyword: 'type',
                                    params: { type: schema32.type },
                                    message: 'must be object,array,string,number,boolean,null',
                                  },
                                ];
                                return false;
                              }
                              var valid3 = _errs16 === errors;
                            } else {
                              var valid3 = true;
                            }
                          }
                        }
                      } else {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/modules/' + i0,
                            schemaPath: '#/properties/modules/items/type',
                            keyword: 'type',
                            params: { type: 'object' },
                            message: 'must be object',
                          },
                        ];
                        return false;
                      }
                    }
                    var valid2 = _errs11 === errors;
                    if (!valid2) {
                      break;
                    }
                  }
                } else {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/modules',
                      schemaPath: '#/properties/modules/type',
                      keyword: 'type',
                      params: { type: 'array' },
                      message: 'must be array',
                    },
                  ];
                  return false;
                }
              }
              var valid0 = _errs9 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.otel !== undefined) {
                let data7 = data.otel;
                const _errs19 = errors;
                if (
                  typeof data7 != 'object' &&
                  typeof data7 !== 'string' &&
                  !(typeof data7 == 'number' && isFinite(data7)) &&
                  typeof data7 !== 'boolean'
                ) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/otel',
                      schemaPath: '../../common/json-value.schema.json/type',
                      keyword: 'type',
                      params: { type: schema32.type },
                      message: 'must be object,array,string,number,boolean,null',
                    },
                  ];
                  return false;
                }
                var valid0 = _errs19 === errors;
              } else {
                var valid0 = true;
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
