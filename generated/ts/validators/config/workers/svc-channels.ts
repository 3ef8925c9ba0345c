/* DO NOT EDIT — generated from schema/config/workers/svc-channels.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { SvcChannelsConfig } from '../../../config/workers/svc-channels.js';

export const validateSvcChannelsConfig = validate20 as unknown as Validator<SvcChannelsConfig>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/workers/svc-channels.schema.json',
  title: 'SvcChannelsConfig',
  description:
    "Config of `svc-channels`: streaming channels (`engine::channels::create`), served at `/ws/channels/<id>` on the bridge's listener.",
  type: 'object',
  properties: {
    max_channels: {
      description:
        'Channels that may be open at once; `engine::channels::create` past it fails with `channel_limit_reached`.',
      type: 'integer',
      minimum: 1,
      default: 1024,
    },
    buffer_bytes: {
      description:
        "Bytes a channel holds for its reader (queued and unsent to the socket); past it the writer's socket is paused until the reader catches up. A `buffer_size` asked at create is capped by it.",
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    max_frame_bytes: {
      description: 'Largest frame a writer may send; a larger one closes the writer with 1009.',
      type: 'integer',
      minimum: 1024,
      default: 1048576,
    },
    connect_timeout_ms: {
      description:
        'How long a side of a channel may stay unconnected before the channel is removed (its connected side is closed with 1001).',
      type: 'integer',
      minimum: 1,
      default: 60000,
    },
  },
  additionalProperties: false,
  examples: [{}, { max_channels: 64, buffer_bytes: 65536 }],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="config/workers/svc-channels.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'max_channels' ||
        key0 === 'buffer_bytes' ||
        key0 === 'max_frame_bytes' ||
        key0 === 'connect_timeout_ms'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.max_channels !== undefined) {
      let data0 = data.max_channels;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/max_channels',
          schemaPath: '#/properties/max_channels/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err2 = {
            instancePath: instancePath + '/max_channels',
            schemaPath: '#/properties/max_channels/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    if (data.buffer_bytes !== undefined) {
      let data1 = data.buffer_bytes;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err3 = {
          instancePath: instancePath + '/buffer_bytes',
          schemaPath: '#/properties/buffer_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 1024 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/buffer_bytes',
            schemaPath: '#/properties/buffer_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.max_frame_bytes !== undefined) {
      let data2 = data.max_frame_bytes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/max_frame_bytes',
          schemaPath: '#/properties/max_frame_bytes/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1024 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/max_frame_bytes',
            schemaPath: '#/properties/max_frame_bytes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1024 },
            message: 'must be >= 1024',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.connect_timeout_ms !== undefined) {
      let data3 = data.connect_timeout_ms;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/connect_timeout_ms',
          schemaPath: '#/properties/connect_timeout_ms/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err8 = {
            instancePath: instancePath + '/connect_timeout_ms',
            schemaPath: '#/properties/connect_timeout_ms/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
