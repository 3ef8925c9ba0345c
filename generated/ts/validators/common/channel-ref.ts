/* DO NOT EDIT — generated from schema/common/channel-ref.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../validator.js';
import type { ChannelRef } from '../../common/channel-ref.js';

export const validateChannelRef = validate20 as unknown as Validator<ChannelRef>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'common/channel-ref.schema.json',
  title: 'ChannelRef',
  description:
    'A reference to one end of a streaming channel. SDKs turn any object of this shape inside a payload into a reader or writer that connects to `<engine url>/ws/channels/<channel_id>?key=<access_key>&dir=<direction>` on first use.',
  type: 'object',
  required: ['channel_id', 'access_key', 'direction'],
  properties: {
    channel_id: { description: 'Id of the channel.', type: 'string', minLength: 1 },
    access_key: {
      description: 'Secret that authorises this end of the channel.',
      type: 'string',
      minLength: 1,
    },
    direction: { description: 'Which end this reference opens.', enum: ['read', 'write'] },
  },
  additionalProperties: true,
  examples: [{ channel_id: 'c1', access_key: 'k1', direction: 'read' }],
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
  /*# sourceURL="common/channel-ref.schema.json" */ let vErrors = null;
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
        (data.channel_id === undefined && (missing0 = 'channel_id')) ||
        (data.access_key === undefined && (missing0 = 'access_key')) ||
        (data.direction === undefined && (missing0 = 'direction'))
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
        if (data.channel_id !== undefined) {
          let data0 = data.channel_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === 'string') {
              if (func1(data0) < 1) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/channel_id',
                    schemaPath: '#/properties/channel_id/minLength',
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
                  instancePath: instancePath + '/channel_id',
                  schemaPath: '#/properties/channel_id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
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
          if (data.access_key !== undefined) {
            let data1 = data.access_key;
            const _errs4 = errors;
            if (errors === _errs4) {
              if (typeof data1 === 'string') {
                if (func1(data1) < 1) {
                  validate20.errors = [
                    {
                      instancePath: instancePath + '/access_key',
                      schemaPath: '#/properties/access_key/minLength',
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
                    instancePath: instancePath + '/access_key',
                    schemaPath: '#/properties/access_key/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
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
            if (data.direction !== undefined) {
              let data2 = data.direction;
              const _errs6 = errors;
              if (!(data2 === 'read' || data2 === 'write')) {
                validate20.errors = [
                  {
                    instancePath: instancePath + '/direction',
                    schemaPath: '#/properties/direction/enum',
                    keyword: 'enum',
                    params: { allowedValues: schema31.properties.direction.enum },
                    message: 'must be equal to one of the allowed values',
                  },
                ];
                return false;
              }
              var valid0 = _errs6 === errors;
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
