/* DO NOT EDIT — generated from schema/contracts/state/update-op.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/state/update-op.schema.json` (StateUpdateOp), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/state/update-op.schema.json',
  title: 'StateUpdateOp',
  description:
    "One operation of `state::update`, tagged by `type`. The ops of a call run in order on one value; a missing key starts as `{}`. An op that cannot apply (wrong target type, path over the limits, a refused segment `__proto__`, `constructor` or `prototype`) is skipped and reported in the result's `errors` with its index; the other ops still apply.",
  type: 'object',
  required: ['type'],
  properties: {
    type: {
      description: 'Operation tag: `set`, `merge`, `increment`, `decrement`, `append` or `remove`.',
      type: 'string',
    },
  },
  additionalProperties: true,
  discriminator: { propertyName: 'type' },
  oneOf: [
    {
      title: 'StateSetOp',
      description: 'Sets a first-level field; the path `""` replaces the whole value.',
      type: 'object',
      required: ['type', 'path', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'set' },
        path: {
          description: 'First-level field name, taken literally (dots are not separators); `""` is the root.',
          type: 'string',
        },
        value: { description: 'The value to store there.', $ref: '../../common/json-value.schema.json' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateMergeOp',
      description:
        'Shallow-merges an object into the target object, creating missing (or null) objects along the path. The target must be an object, null or missing.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'merge' },
        path: {
          description:
            'Where to merge: one field name, or an array of segments for a nested target. Absent, `""` or `[]` is the root. At most 32 segments of at most 256 bytes.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description:
            'Object whose fields are copied onto the target (at most 1024 fields, nesting depth at most 16).',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateIncrementOp',
      description: 'Adds `by` to a number field; a missing field starts at `by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'increment' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to add.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateDecrementOp',
      description: 'Subtracts `by` from a number field; a missing field starts at `-by`.',
      type: 'object',
      required: ['type', 'path', 'by'],
      properties: {
        type: { description: 'Operation tag.', const: 'decrement' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
        by: { description: 'Amount to subtract.', type: 'integer' },
      },
      additionalProperties: true,
    },
    {
      title: 'StateAppendOp',
      description:
        'Appends to an array, or concatenates a string to a string. A missing or null target becomes `[value]`, or the string itself when `value` is a string.',
      type: 'object',
      required: ['type', 'value'],
      properties: {
        type: { description: 'Operation tag.', const: 'append' },
        path: {
          description:
            'The target: one field name, or an array of segments for a nested target (missing objects along it are created). Absent, `""` or `[]` is the root.',
          type: ['string', 'array'],
          items: { type: 'string' },
        },
        value: {
          description: 'The element to append, or the string to concatenate.',
          $ref: '../../common/json-value.schema.json',
        },
      },
      additionalProperties: true,
    },
    {
      title: 'StateRemoveOp',
      description:
        'Removes a first-level field (removing a missing one is not an error); the path `""` sets the whole value to null.',
      type: 'object',
      required: ['type', 'path'],
      properties: {
        type: { description: 'Operation tag.', const: 'remove' },
        path: { description: 'First-level field name; `""` is the root.', type: 'string' },
      },
      additionalProperties: true,
    },
  ],
  examples: [
    { type: 'set', path: 'status', value: 'active' },
    { type: 'merge', path: ['profile', 'address'], value: { city: 'Lyon' } },
    { type: 'increment', path: 'count', by: 1 },
    { type: 'decrement', path: 'stock', by: 2 },
    { type: 'append', path: 'events', value: { kind: 'login' } },
    { type: 'remove', path: 'draft' },
  ],
};
