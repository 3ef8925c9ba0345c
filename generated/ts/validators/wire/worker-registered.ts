/* DO NOT EDIT — generated from schema/wire/worker-registered.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { WorkerRegistered } from '../../wire/worker-registered.js';

export const validateWorkerRegistered = validate20 as unknown as Validator<WorkerRegistered>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'wire/worker-registered.schema.json',
  title: 'WorkerRegistered',
  description:
    "Engine to worker, always the first frame on a new connection: the connection's id and the secret that lets a reconnecting worker retire this connection with `reattach`.",
  type: 'object',
  required: ['type', 'worker_id'],
  properties: {
    type: { description: 'Message tag.', const: 'workerregistered' },
    worker_id: {
      description: 'Id of this connection (a UUID), unique per connection.',
      type: 'string',
      minLength: 1,
    },
    reattach_token: {
      description: 'Secret to send back in `reattach` after a reconnect. Older engines leave it out.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [
    {
      type: 'workerregistered',
      worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01',
      reattach_token: 'd0c6a1b4-7e2f-4c3a-8b1d-0e9f2a6b5c44',
    },
    { type: 'workerregistered', worker_id: '5b7c2f0e-1d2a-4c1b-9a55-2f1f3c9d8e01' },
  ],
};
const func1 = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="wire/worker-registered.schema.json" */ let vErrors = null;
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
        (data.type === undefined && (missing0 = 'type')) ||
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
        if (data.type !== undefined) {
          const _errs2 = errors;
          if ('workerregistered' !== data.type) {
            validate20.errors = [
              {
                instancePath: instancePath + '/type',
                schemaPath: '#/properties/type/const',
                keyword: 'const',
                params: { allowedValue: 'workerregistered' },
                message: 'must be equal to constant',
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
            let data1 = data.worker_id;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/worker_id',
                      schemaPath: '#/properties/worker_id/minLength',
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
                    instancePath: instancePath + '/worker_id',
                    schemaPath: '#/properties/worker_id/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
            }
            var valid0 = _errs3 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.reattach_token !== undefined) {
              const _errs5 = errors;
              if (typeof data.reattach_token !== 'string') {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/reattach_token',
                    schemaPath: '#/properties/reattach_token/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  },
                ];
                return false;
              }
              var valid0 = _errs5 === errors;
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
