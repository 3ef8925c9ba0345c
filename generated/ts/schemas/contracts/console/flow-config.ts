/* DO NOT EDIT — generated from schema/contracts/console/flow-config.schema.json by make generate */
import type { SchemaDocument } from '../../../schemas.js';

/** The schema `contracts/console/flow-config.schema.json` (ConsoleFlowConfig), as written in schema/. */
export const schema: SchemaDocument = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'contracts/console/flow-config.schema.json',
  title: 'ConsoleFlowConfig',
  description:
    "Body of `POST /_console/flows/config/:flow_id` and answer of its GET: the Flow page's layout, kept in state scope `__console.flowConfigs` under the flow id.",
  type: 'object',
  required: ['config'],
  properties: {
    id: { description: "The flow id (the path's).", type: 'string' },
    config: {
      description: 'Positions the user placed nodes at, by node id (at most 5,000, else 400).',
      type: 'object',
      additionalProperties: {
        title: 'ConsoleFlowPosition',
        description: 'Where one node is drawn.',
        type: 'object',
        required: ['x', 'y'],
        properties: {
          x: { description: 'Centre, in graph units.', type: 'number' },
          y: { description: 'Centre, in graph units.', type: 'number' },
        },
        additionalProperties: true,
      },
    },
    view: {
      title: 'ConsoleFlowView',
      description: 'The zoom and pan the user left the graph at.',
      type: 'object',
      required: ['zoom', 'x', 'y'],
      properties: {
        zoom: { description: 'Scale, 1 for 100 %.', type: 'number', minimum: 0.05, maximum: 20 },
        x: { description: 'Horizontal pan in screen pixels.', type: 'number' },
        y: { description: 'Vertical pan in screen pixels.', type: 'number' },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
  examples: [
    { id: 'default', config: { 'f:orders::place': { x: 120, y: 40 } }, view: { zoom: 1.5, x: -20, y: 10 } },
  ],
};
