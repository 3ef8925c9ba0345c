/** Layout of the flow diagram: trigger → function edges placed left to right by dagre. */
import dagre from '@dagrejs/dagre';
import type { ConsoleTrigger } from './api-types.js';
import { configLine } from './trigger-kinds.js';

/** A laid-out node. */
export interface Placed {
  id: string;
  label: string;
  kind: 'trigger' | 'function';
  x: number;
  y: number;
  width: number;
}

export const NODE_HEIGHT = 26;

/** SVG path data through the points. */
export const pathOf = (points: { x: number; y: number }[]): string =>
  `M${points.map((p) => `${p.x},${p.y}`).join('L')}`;

/** Lays out trigger → function edges; returns the nodes, edges and the drawing's size. */
export function layoutFlow(triggers: ConsoleTrigger[], maxNodes: number) {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 8, ranksep: 60, marginx: 4, marginy: 4 });
  graph.setDefaultEdgeLabel(() => ({}));
  let count = 0;
  const labels = new Map<string, { label: string; kind: Placed['kind'] }>();
  for (const trigger of triggers) {
    const fn = `f:${trigger.function_id}`;
    const t = `t:${trigger.id}`;
    const needed = (labels.has(fn) ? 0 : 1) + 1;
    if (count + needed > maxNodes) break;
    const summary = configLine(trigger.trigger_type, trigger.config, trigger.config_summary);
    labels.set(t, { label: `${trigger.trigger_type.toUpperCase()} ${summary}`.slice(0, 40), kind: 'trigger' });
    labels.set(fn, { label: trigger.function_id.slice(0, 40), kind: 'function' });
    count += needed;
    graph.setEdge(t, fn);
  }
  for (const [id, { label }] of labels) graph.setNode(id, { width: 14 + label.length * 6.6, height: NODE_HEIGHT });
  dagre.layout(graph);
  const nodes: Placed[] = [...labels].map(([id, { label, kind }]) => {
    const node = graph.node(id);
    return { id, label, kind, x: node.x, y: node.y, width: node.width };
  });
  const edges = graph.edges().map((edge: { v: string; w: string }) => graph.edge(edge).points ?? []);
  const size = graph.graph();
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0, shown: triggers.length };
}
