/* DO NOT EDIT — generated from schema/contracts/events/publish-input.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EventsPublishInput } from '../../../contracts/events/publish-input.js';

export const validateEventsPublishInput = validate20 as unknown as Validator<EventsPublishInput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-input.schema.json',
  title: 'EventsPublishInput',
  description:
    'Input of `publish`: the event. Every function bound to `topic` by an `event` or `subscribe` trigger is invoked with `data`.',
  type: 'object',
  required: ['topic'],
  properties: {
    topic: { description: 'Topic to publish to; an empty topic fails with `topic_not_set`.', type: 'string' },
    data: {
      description: 'What each subscriber receives as its payload; null when absent.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [{ topic: 'user.signed_up', data: { user_id: 'u1' } }, { topic: 'tick' }],
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
  /*# sourceURL="contracts/events/publish-input.schema.json" */ let vErrors = null;
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
      if (data.topic === undefined && (missing0 = 'topic')) {
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
        if (data.topic !== undefined) {
          const _errs2 = errors;
          if (typeof data.topic !== 'string') {
            validate20.errors = [
              {
                instancePath: instancePath + '/topic',
                schemaPath: '#/properties/topic/type',
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
          if (data.data !== undefined) {
            let data1 = data.data;
            const _errs4 = errors;
            if (
              typeof data1 != 'object' &&
              typeof data1 !== 'string' &&
              !(typeof data1 == 'number' && isFinite(data1)) &&
              typeof data1 !== 'boolean'
            ) {
              validate20.errors = [
                {
                  instancePath: instancePath + '/data',
                  schemaPath: '../../common/json-value.schema.json/type',
                  keyword: 'type',
                  params: { type: schema32.type },
                  message: 'must be object,array,string,number,boolean,null',
                },
              ];
              return false;
            }
            var valid0 = _errs4 === errors;
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
