/* DO NOT EDIT — generated from schema/config/module-entry.schema.json by make generate */
import type { SchemaDocument } from '../../schemas.js';

/** The schema `config/module-entry.schema.json` (ModuleEntry), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'config/module-entry.schema.json',
  title: 'ModuleEntry',
  description:
    'One entry of the legacy `modules:` list, naming a built-in by class (`modules::<area>::<Name>Module`). Accepted as an alias of the matching `workers:` entry.',
  type: 'object',
  required: ['class'],
  properties: { class: { description: 'Module class name.', type: 'string' } },
  additionalProperties: true,
  discriminator: { propertyName: 'class' },
  oneOf: [
    {
      title: 'SvcHttpModule',
      description: '`modules::api::RestApiModule`, the legacy name of `svc-http`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::api::RestApiModule' },
        config: { description: 'Settings of `svc-http`.', $ref: 'workers/svc-http.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStateModule',
      description: '`modules::state::StateModule`, the legacy name of `svc-state`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::state::StateModule' },
        config: { description: 'Settings of `svc-state`.', $ref: 'workers/svc-state.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcStreamModule',
      description: '`modules::stream::StreamModule`, the legacy name of `svc-stream`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::stream::StreamModule' },
        config: { description: 'Settings of `svc-stream`.', $ref: 'workers/svc-stream.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcCronModule',
      description: '`modules::cron::CronModule`, the legacy name of `svc-cron`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::cron::CronModule' },
        config: { description: 'Settings of `svc-cron`.', $ref: 'workers/svc-cron.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcEventsModule',
      description: '`modules::pubsub::PubSubModule`, the legacy name of `svc-events`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::pubsub::PubSubModule' },
        config: { description: 'Settings of `svc-events`.', $ref: 'workers/svc-events.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcQueueModule',
      description: '`modules::queue::QueueModule`, the legacy name of `svc-queue`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::queue::QueueModule' },
        config: { description: 'Settings of `svc-queue`.', $ref: 'workers/svc-queue.schema.json' },
      },
      additionalProperties: false,
    },
    {
      title: 'SvcObservabilityModule',
      description: '`modules::observability::OtelModule`, the legacy name of `svc-observability`.',
      type: 'object',
      required: ['class'],
      properties: {
        class: { description: 'Module class name.', const: 'modules::observability::OtelModule' },
        config: {
          description: 'Settings of `svc-observability`.',
          $ref: 'workers/svc-observability.schema.json',
        },
      },
      additionalProperties: false,
    },
  ],
  examples: [
    { class: 'modules::state::StateModule' },
    { class: 'modules::api::RestApiModule', config: { port: 3111 } },
  ],
};
