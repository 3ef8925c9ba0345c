/* DO NOT EDIT — generated from schema/contracts/events/stats-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EventsStatsOutput } from '../../../contracts/events/stats-output.js';

export const validateEventsStatsOutput = validate20 as unknown as Validator<EventsStatsOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/stats-output.schema.json',
  title: 'EventsStatsOutput',
  description: 'Output of `events::stats`: counts since the engine started.',
  type: 'object',
  required: ['adapter', 'subscriptions', 'published', 'delivered', 'failed', 'dropped', 'in_flight'],
  properties: {
    adapter: { description: 'The adapter in use: `local` or `redis`.', type: 'string' },
    subscriptions: {
      description: 'Active `event` and `subscribe` bindings in this engine.',
      type: 'integer',
      minimum: 0,
    },
    published: { description: 'Events published through this engine.', type: 'integer', minimum: 0 },
    delivered: {
      description: 'Deliveries to subscribers of this engine that completed.',
      type: 'integer',
      minimum: 0,
    },
    failed: {
      description: 'Deliveries whose subscriber (or condition) failed; each is logged.',
      type: 'integer',
      minimum: 0,
    },
    skipped: {
      description: 'Deliveries whose condition function answered `false`.',
      type: 'integer',
      minimum: 0,
    },
    dropped: {
      description: 'Deliveries dropped because `max_in_flight` were running.',
      type: 'integer',
      minimum: 0,
    },
    in_flight: { description: 'Deliveries running now.', type: 'integer', minimum: 0 },
  },
  additionalProperties: true,
  examples: [
    {
      adapter: 'local',
      subscriptions: 2,
      published: 10,
      delivered: 19,
      failed: 1,
      skipped: 0,
      dropped: 0,
      in_flight: 0,
    },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/stats-output.schema.json" */ let vErrors = null;
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
        (data.adapter === undefined && (missing0 = 'adapter')) ||
        (data.subscriptions === undefined && (missing0 = 'subscriptions')) ||
        (data.published === undefined && (missing0 = 'published')) ||
        (data.delivered === undefined && (missing0 = 'delivered')) ||
        (data.failed === undefined && (missing0 = 'failed')) ||
        (data.dropped === undefined && (missing0 = 'dropped')) ||
        (data.in_flight === undefined && (missing0 = 'in_flight'))
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
        if (data.adapter !== undefined) {
          const _errs2 = errors;
          if (typeof data.adapter !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/adapter',
                schemaPath: '#/properties/adapter/type',
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
          if (data.subscriptions !== undefined) {
            let data1 = data.subscriptions;
            const _errs4 = errors;
            if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/subscriptions',
                  schemaPath: '#/properties/subscriptions/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                },
              ];
              return false;
            }
            if (errors === _errs4) {
              if (typeof data1 == 'number' && isFinite(data1)) {
                if (data1 < 0 || isNaN(data1)) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/subscriptions',
                      schemaPath: '#/properties/subscriptions/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 0 },
                      message: 'must be >= 0',
                    },
                  ];
                  return false;
                }
              }
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.published !== undefined) {
              let data2 = data.published;
              const _errs6 = errors;
              if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/published',
                    schemaPath: '#/properties/published/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  },
                ];
                return false;
              }
              if (errors === _errs6) {
                if (typeof data2 == 'number' && isFinite(data2)) {
                  if (data2 < 0 || isNaN(data2)) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/published',
                        schemaPath: '#/properties/published/minimum',
                        keyword: 'minimum',
                        params: { comparison: '>=', limit: 0 },
                        message: 'must be >= 0',
                      },
                    ];
                    return false;
                  }
                }
              }
              var valid0 = _errs6 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.delivered !== undefined) {
                let data3 = data.delivered;
                const _errs8 = errors;
                if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/delivered',
                      schemaPath: '#/properties/delivered/type',
                      keyword: 'type',
                      params: { type: 'integer' },
                      message: 'must be integer',
                    },
                  ];
                  return false;
                }
                if (errors === _errs8) {
                  if (typeof data3 == 'number' && isFinite(data3)) {
                    if (data3 < 0 || isNaN(data3)) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/delivered',
                          schemaPath: '#/properties/delivered/minimum',
                          keyword: 'minimum',
                          params: { comparison: '>=', limit: 0 },
                          message: 'must be >= 0',
                        },
                      ];
                      return false;
                    }
                  }
                }
                var valid0 = _errs8 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.failed !== undefined) {
                  let data4 = data.failed;
                  const _errs10 = errors;
                  if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                    validate20.errors = [
                      {
                        instancePath: instancePath + '/failed',
                        schemaPath: '#/properties/failed/type',
                        keyword: 'type',
                        params: { type: 'integer' },
                        message: 'must be integer',
                      },
                    ];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data4 == 'number' && isFinite(data4)) {
                      if (data4 < 0 || isNaN(data4)) {
                        validate20.errors = [
                          {
                            instancePath: instancePath + '/failed',
                            schemaPath: '#/properties/failed/minimum',
                            keyword: 'minimum',
                            params: { comparison: '>=', limit: 0 },
                            message: 'must be >= 0',
                          },
                        ];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.skipped !== undefined) {
                    let data5 = data.skipped;
                    const _errs12 = errors;
                    if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                      validate20.errors = [
                        {
                          instancePath: instancePath + '/skipped',
                          schemaPath: '#/properties/skipped/type',
                          keyword: 'type',
                          params: { type: 'integer' },
                          message: 'must be integer',
                        },
                      ];
                      return false;
                    }
                    if (errors === _errs12) {
                      if (typeof data5 == 'number' && isFinite(data5)) {
                        if (data5 < 0 || isNaN(data5)) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/skipped',
                              schemaPath: '#/properties/skipped/minimum',
                              keyword: 'minimum',
                              params: { comparison: '>=', limit: 0 },
                              message: 'must be >= 0',
                            },
                          ];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.dropped !== undefined) {
                      let data6 = data.dropped;
                      const _errs14 = errors;
                      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
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
                      if (errors === _errs14) {
                        if (typeof data6 == 'number' && isFinite(data6)) {
                          if (data6 < 0 || isNaN(data6)) {
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
                      var valid0 = _errs14 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.in_flight !== undefined) {
                        let data7 = data.in_flight;
                        const _errs16 = errors;
                        if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
                          validate20.errors = [
                            {
                              instancePath: instancePath + '/in_flight',
                              schemaPath: '#/properties/in_flight/type',
                              keyword: 'type',
                              params: { type: 'integer' },
                              message: 'must be integer',
                            },
                          ];
                          return false;
                        }
                        if (errors === _errs16) {
                          if (typeof data7 == 'number' && isFinite(data7)) {
                            if (data7 < 0 || isNaN(data7)) {
                              validate20.errors = [
                                {
                                  instancePath: instancePath + '/in_flight',
                                  schemaPath: '#/properties/in_flight/minimum',
                                  keyword: 'minimum',
                                  params: { comparison: '>=', limit: 0 },
                                  message: 'must be >= 0',
                                },
                              ];
                              return false;
                            }
                          }
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                    }
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
