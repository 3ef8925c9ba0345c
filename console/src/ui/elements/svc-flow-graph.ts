/**
 * `<svc-flow-graph>`: triggers → functions from the registry, laid out left to right with dagre
 * and drawn as SVG. Each node links to its page. Compact on the dashboard (`max-nodes`).
 */
import dagre from '@dagrejs/dagre';
import { css, html, LitElement, svg } from 'lit';
import type { ConsoleTrigger } from '../api-types.js';

/** A laid-out node. */
interface Placed {
  id: string;
  label: string;
  kind: 'trigger' | 'function';
  x: number;
  y: number;
  width: number;
}

const NODE_HEIGHT = 26;

/** SVG path data through the points. */
const pathOf = (points: { x: number; y: number }[]): string => `M${points.map((p) => `${p.x},${p.y}`).join('L')}`;

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
    const summary = trigger.config_summary || trigger.trigger_type;
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
  const edges = graph.edges().map((edge) => graph.edge(edge).points ?? []);
  const size = graph.graph();
  return { nodes, edges, width: size.width ?? 0, height: size.height ?? 0, shown: triggers.length };
}

/** The flow diagram. */
export class SvcFlowGraph extends LitElement {
  static override properties = { triggers: { attribute: false }, maxNodes: { type: Number, attribute: 'max-nodes' } };
  declare triggers: ConsoleTrigger[];
  declare maxNodes: number;
  static override styles = css`
    :host {
      display: block;
      overflow: auto;
    }
    rect.trigger {
      fill: var(--warn-bg);
      stroke: var(--warn);
    }
    rect.function {
      fill: var(--selected);
      stroke: var(--accent);
    }
    text {
      fill: var(--fg);
      font: 11px var(--mono);
    }
    path {
      stroke: var(--muted);
      fill: none;
    }
    a:focus-visible rect {
      stroke: var(--focus);
      stroke-width: 2;
    }
  `;

  constructor() {
    super();
    this.triggers = [];
    this.maxNodes = 24;
  }

  override render() {
    if (this.triggers.length === 0) return html`<p style="color: var(--muted)">No triggers registered yet.</p>`;
    const { nodes, edges, width, height } = layoutFlow(this.triggers, this.maxNodes);
    const href = (node: Placed) =>
      node.kind === 'function'
        ? `/functions?fn=${encodeURIComponent(node.id.slice(2))}`
        : `/triggers?id=${encodeURIComponent(node.id.slice(2))}`;
    return html`<svg
      width=${width}
      height=${height}
      viewBox="0 0 ${width} ${height}"
      role="group"
      aria-label="Flow: triggers and the functions they call"
    >
      ${edges.map((points) => svg`<path d=${pathOf(points)}></path>`)}
      ${nodes.map(
        (node) => svg`<a href=${href(node)} aria-label=${node.label}>
          <rect class=${node.kind} x=${node.x - node.width / 2} y=${node.y - NODE_HEIGHT / 2}
            width=${node.width} height=${NODE_HEIGHT} rx="5"></rect>
          <text x=${node.x - node.width / 2 + 7} y=${node.y + 4}>${node.label}</text></a>`,
      )}
    </svg>`;
  }
}
customElements.define('svc-flow-graph', SvcFlowGraph);
