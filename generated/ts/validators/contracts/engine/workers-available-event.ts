/* DO NOT EDIT — generated from schema/contracts/engine/workers-available-event.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EngineWorkersAvailableEvent } from '../../../contracts/engine/workers-available-event.js';

export const validateEngineWorkersAvailableEvent =
  validate20 as unknown as Validator<EngineWorkersAvailableEvent>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/engine/workers-available-event.schema.json',
  title: 'EngineWorkersAvailableEvent',
  description:
    'What a binding of the `engine::workers-available` trigger type receives: one worker connected, disconnected or described itself.',
  type: 'object',
  required: ['event', 'worker_id'],
  properties: {
    event: {
      description: 'What happened to the worker.',
      enum: ['worker_connected', 'worker_disconnected', 'worker_metadata_updated'],
    },
    worker_id: {
      description: "The worker's connection id (a UUID), or a built-in module's name.",
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    { event: 'worker_connected', worker_id: '3f2b8c1e-0d4a-4e55-9a61-2f7c9b1d0e42' },
    { event: 'worker_metadata_updated', worker_id: 'svc-http' },
  ],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/engine/workers-available-event.schema.json" */ let vErrors = null;
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
        (data.event === undefined && (missing0 = 'event')) ||
        (data.worker_id === undefined && (missing0 = 'worker_id'))
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
        if (data.event !== undefined) {
          let data0 = data.event;
          const _errs2 = errors;
          if (!(
            data0 === 'worker_connected' ||
            data0 === 'worker_disconnected' ||
            data0 === 'worker_metadata_updated'
          )) {
            validate20.errors = [
              {
                instancePath: instancePath + '/event',
                schemaPath: '#/properties/event/enum',
                keyword: 'enum',
                params: { allowedValues: schema31.properties.event.enum },
                message: 'must be equal to one of the allowed values',
              },
            ];
            return false;
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.worker_id !== undefined) {
            const _errs3 = errors;
            if (typeof data.worker_id !== 'string') {
              validate20.errors = [
                {
                  instancePath: instancePath + '/worker_id',
                  schemaPath: '#/properties/worker_id/type',
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
