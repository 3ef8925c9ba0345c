/**
 * `<svc-flow-graph>`: triggers → functions from the registry, laid out left to right with dagre
 * and drawn as SVG. Each node links to its page. Compact on the dashboard (`max-nodes`).
 */
import { css, html, LitElement, svg } from 'lit';
import type { ConsoleTrigger } from '../api-types.js';
import { layoutFlow, NODE_HEIGHT, pathOf, type Placed } from '../flow-layout.js';

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
