/* DO NOT EDIT — generated from schema/contracts/console/engine-info.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/engine-info.schema.json` (ConsoleEngineInfo), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/engine-info.schema.json',
  title: 'ConsoleEngineInfo',
  description: 'Body of `GET /_console/info`: what a console shows about the engine it talks to.',
  type: 'object',
  required: ['version', 'listeners', 'modules'],
  properties: {
    version: { description: "The engine's version.", type: 'string' },
    listeners: {
      description:
        "Each listener's address by name (`bridge`, `http`, `stream`, ...), as the engine bound it.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
    modules: {
      description:
        'The built-in modules running, in start order, with their settings; values of secret-looking keys and passwords in URLs are replaced by `***`.',
      type: 'array',
      items: {
        title: 'ConsoleModuleInfo',
        description: 'One running module.',
        type: 'object',
        required: ['name', 'settings'],
        properties: {
          name: { description: 'Canonical name (`svc-http`).', type: 'string' },
          settings: {
            description: 'Its settings as configured, secrets masked.',
            $ref: '../../common/json-value.schema.json',
          },
        },
        additionalProperties: true,
      },
    },
    otel: {
      description: 'The settings of svc-observability, secrets masked; null when it is not running.',
      $ref: '../../common/json-value.schema.json',
    },
  },
  additionalProperties: true,
  examples: [
    {
      version: '0.1.0',
      listeners: { bridge: 'ws://127.0.0.1:49134', http: 'http://127.0.0.1:3111' },
      modules: [{ name: 'svc-http', settings: { port: 3111 } }],
      otel: null,
    },
  ],
};
