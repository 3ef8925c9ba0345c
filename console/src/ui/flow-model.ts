/**
 * The Flow page's graph: triggers → functions from the registry, and functions → the state
 * scopes, streams, queue topics and event topics they touched, learned from the traces
 * (`engine::traces::flow`). Event and queue triggers are keyed by their topic, so a function
 * publishing to a topic and the function subscribed to it meet at the same node.
 */
import dagre from '@dagrejs/dagre';
import type { ObservabilityFlowEdge } from '@svc/protocol';
import type { ConsoleTrigger } from './api-types.js';
import { configLine } from './trigger-kinds.js';

/** What a node stands for. */
export type FlowKind = 'http' | 'cron' | 'event' | 'queue' | 'trigger' | 'function' | 'state' | 'stream';

/** A node of the graph, placed. */
export interface FlowNode {
  id: string;
  kind: FlowKind;
  label: string;
  /** The page showing it. */
  href: string;
  x: number;
  y: number;
  width: number;
  /** The trigger binding, for trigger nodes. */
  triggerId?: string;
}

/** An edge; `learned` when it comes from the traces. */
export interface FlowEdge {
  from: string;
  to: string;
  learned: boolean;
  /** How often the traces saw it. */
  count?: number;
}

/** The graph and its size in graph units. */
export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
  width: number;
  height: number;
}

export const FLOW_NODE_HEIGHT = 34;

/** Names of the node kinds, as the legend and the detail panel show them. */
export const KIND_LABELS: Record<FlowKind, string> = {
  http: 'HTTP trigger',
  cron: 'Cron trigger',
  event: 'Event trigger',
  queue: 'Queue',
  trigger: 'Trigger',
  function: 'Function',
  state: 'State',
  stream: 'Stream',
};

const q = encodeURIComponent;

/** The node a trigger binding is drawn as. */
function triggerNode(trigger: ConsoleTrigger): Omit<FlowNode, 'x' | 'y' | 'width'> {
  const type = trigger.trigger_type;
  const config = (trigger.config ?? {}) as Record<string, unknown>;
  const topic = typeof config.topic === 'string' ? config.topic : '';
  if ((type === 'event' || type === 'subscribe') && topic)
    return { id: `event:${topic}`, kind: 'event', label: topic, href: `/triggers?type=${q(type)}&id=${q(trigger.id)}` };
  if ((type === 'queue' || type === 'durable:subscriber') && topic)
    return { id: `queue:${topic}`, kind: 'queue', label: topic, href: `/queues?topic=${q(topic)}` };
  const kind: FlowKind = type === 'http' || type === 'cron' ? type : 'trigger';
  const label = configLine(type, trigger.config, trigger.config_summary ?? '');
  return {
    id: `t:${trigger.id}`,
    kind,
    label: kind === 'trigger' ? `${type} ${label}` : label,
    href: `/triggers?id=${q(trigger.id)}`,
    triggerId: trigger.id,
  };
}

/** The node of a thing a function touched. */
function touchedNode(edge: ObservabilityFlowEdge): Omit<FlowNode, 'x' | 'y' | 'width'> {
  const target = edge.target;
  if (edge.kind === 'state')
    return { id: `state:${target}`, kind: 'state', label: target, href: `/states?scope=${q(target)}` };
  if (edge.kind === 'stream')
    return { id: `stream:${target}`, kind: 'stream', label: target, href: `/streams?view=data&stream=${q(target)}` };
  if (edge.kind === 'queue')
    return { id: `queue:${target}`, kind: 'queue', label: target, href: `/queues?topic=${q(target)}` };
  return { id: `event:${target}`, kind: 'event', label: target, href: `/triggers?type=event` };
}

const functionNode = (id: string): Omit<FlowNode, 'x' | 'y' | 'width'> => ({
  id: `f:${id}`,
  kind: 'function',
  label: id,
  href: `/functions?fn=${q(id)}`,
});

/** Builds and lays out the graph (dagre, left to right); `placed` positions win over the layout. */
export function buildFlow(
  triggers: ConsoleTrigger[],
  learned: ObservabilityFlowEdge[],
  placed: Record<string, { x: number; y: number }> = {},
): FlowGraph {
  const nodes = new Map<string, Omit<FlowNode, 'x' | 'y' | 'width'>>();
  const edges = new Map<string, FlowEdge>();
  const add = (node: Omit<FlowNode, 'x' | 'y' | 'width'>) => {
    if (!nodes.has(node.id)) nodes.set(node.id, node);
    return node.id;
  };
  const link = (from: string, to: string, isLearned: boolean, count?: number) => {
    const key = `${from}\u0000${to}`;
    if (!edges.has(key)) edges.set(key, { from, to, learned: isLearned, ...(count ? { count } : {}) });
  };
  for (const trigger of triggers) link(add(triggerNode(trigger)), add(functionNode(trigger.function_id)), false);
  for (const edge of learned) link(add(functionNode(edge.function_id)), add(touchedNode(edge)), true, edge.count);

  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'LR', nodesep: 24, ranksep: 80, marginx: 20, marginy: 20 });
  graph.setDefaultEdgeLabel(() => ({}));
  const widthOf = (label: string) => Math.min(260, 44 + label.length * 7);
  for (const node of nodes.values()) graph.setNode(node.id, { width: widthOf(node.label), height: FLOW_NODE_HEIGHT });
  for (const edge of edges.values()) graph.setEdge(edge.from, edge.to);
  dagre.layout(graph);
  const laidOut = [...nodes.values()].map((node): FlowNode => {
    const at = placed[node.id] ?? graph.node(node.id);
    return { ...node, x: at.x, y: at.y, width: widthOf(node.label) };
  });
  const size = graph.graph();
  return { nodes: laidOut, edges: [...edges.values()], width: size.width ?? 0, height: size.height ?? 0 };
}

/** The box holding every node, for Fit. */
export function bounds(nodes: FlowNode[]): { x: number; y: number; width: number; height: number } {
  if (nodes.length === 0) return { x: 0, y: 0, width: 1, height: 1 };
  const left = Math.min(...nodes.map((n) => n.x - n.width / 2));
  const right = Math.max(...nodes.map((n) => n.x + n.width / 2));
  const top = Math.min(...nodes.map((n) => n.y - FLOW_NODE_HEIGHT / 2));
  const bottom = Math.max(...nodes.map((n) => n.y + FLOW_NODE_HEIGHT / 2));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
