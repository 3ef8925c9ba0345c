/* DO NOT EDIT — generated from schema/contracts/channels/create-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { ChannelsCreateInput } from '../../../contracts/channels/create-input.js';

export const validateChannelsCreateInput = validate20 as unknown as Validator<ChannelsCreateInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/channels/create-input.schema.json',
  title: 'ChannelsCreateInput',
  description:
    "Input of `engine::channels::create`. The channel belongs to the calling worker's connection (`_caller_worker_id`) and is removed when that connection goes away.",
  type: 'object',
  properties: {
    buffer_size: {
      description:
        "Bytes the channel may hold for its reader before the writer is slowed; capped by svc-channels' `buffer_bytes`. Null or absent: that setting.",
      type: ['integer', 'null'],
      minimum: 1,
    },
    _caller_worker_id: {
      description: 'Injected by the engine: the calling worker, which owns the channel.',
      type: 'string',
    },
  },
  additionalProperties: true,
  examples: [{}, { buffer_size: 65536 }, { buffer_size: null }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/channels/create-input.schema.json" */ let vErrors = null;
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
      if (data.buffer_size !== undefined) {
        let data0 = data.buffer_size;
        const _errs2 = errors;
        if (
          !(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) &&
          data0 !== null
        ) {
          validate20.errors = [
            {
              instancePath: instancePath + '/buffer_size',
              schemaPath: '#/properties/buffer_size/type',
              keyword: 'type',
              params: { type: schema31.properties.buffer_size.type },
              message: 'must be integer,null',
            },
          ];
          return false;
        }
        if (errors === _errs2) {
          if (typeof data0 == 'number' && isFinite(data0)) {
            if (data0 < 1 || isNaN(data0)) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/buffer_size',
                  schemaPath: '#/properties/buffer_size/minimum',
                  keyword: 'minimum',
                  params: { comparison: '>=', limit: 1 },
                  message: 'must be >= 1',
                },
              ];
              return false;
            }
          }
        }
        var valid0 = _errs2 === errors;
      } else {
        var valid0 = true;
      }
      if (valid0) {
        if (data._caller_worker_id !== undefined) {
          const _errs4 = errors;
          if (typeof data._caller_worker_id !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/_caller_worker_id',
                schemaPath: '#/properties/_caller_worker_id/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              },
            ];
            return false;
          }
          var valid0 = _errs4 === errors;
        } else {
          var valid0 = true;
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
