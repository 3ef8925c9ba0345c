/* DO NOT EDIT — generated from schema/contracts/events/publish-output.schema.json by make generate */
// @ts-nocheck: the body is ajv output; the export carries the type.
import type { Validator } from '../../../validator.js';
import type { EventsPublishOutput } from '../../../contracts/events/publish-output.js';

export const validateEventsPublishOutput = validate20 as unknown as Validator<EventsPublishOutput>;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/events/publish-output.schema.json',
  title: 'EventsPublishOutput',
  description:
    'Output of `publish`: null once the event was handed to the subscribers (or to Redis, with the `redis` adapter); delivery is fire and forget.',
  type: 'null',
  examples: [null],
};
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="contracts/events/publish-output.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data !== null) {
    validate20.errors = [
      {
        instancePath,
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'null' },
        message: 'must be null',
      },
    ];
    return false;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { dynamicProps: false, dynamicItems: false };
