/**
 * `<svc-trace-map>`: the services of a trace and the calls between them, laid out with dagre
 * (callers left of callees). A node shows its spans and errors, an edge its calls and time;
 * clicking a node fires `service-select` (`detail.service`).
 */
import dagre from '@dagrejs/dagre';
import { css, html, nothing, svg } from 'lit';
import { pathOf } from '../flow-layout.js';
import { serviceColor, serviceMap } from '../traces/breakdown.js';
import { formatDuration } from '../traces/waterfall.js';
import { TraceView } from './svc-trace-view.js';

const NODE_HEIGHT = 44;

/** The trace map view. */
export class SvcTraceMap extends TraceView {
  static override styles = css`
    :host {
      display: block;
      overflow: auto;
      color: var(--fg);
      font: 12px var(--font);
    }
    rect {
      fill: var(--panel);
      stroke-width: 2;
    }
    a:focus-visible rect {
      stroke: var(--focus);
      stroke-width: 3;
    }
    text {
      fill: var(--fg);
      font: 12px var(--font);
    }
    text.sub {
      fill: var(--muted);
      font-size: 11px;
    }
    text.err {
      fill: var(--err);
    }
    path {
      stroke: var(--muted);
      fill: none;
      stroke-width: 1.5;
      marker-end: url(#arrow);
    }
    path.err {
      stroke: var(--err);
    }
    p {
      color: var(--muted);
    }
  `;

  private select(service: string): void {
    this.dispatchEvent(new CustomEvent('service-select', { detail: { service }, bubbles: true, composed: true }));
  }

  override render() {
    const trace = this.trace;
    if (!trace) return nothing;
    const { nodes, edges } = serviceMap(trace);
    const graph = new dagre.graphlib.Graph();
    graph.setGraph({ rankdir: 'LR', nodesep: 30, ranksep: 110, marginx: 10, marginy: 10 });
    graph.setDefaultEdgeLabel(() => ({}));
    for (const node of nodes)
      graph.setNode(node.service, { width: Math.max(120, 20 + node.service.length * 7.5), height: NODE_HEIGHT });
    for (const edge of edges) graph.setEdge(edge.from, edge.to, { width: 90, height: 16, labelpos: 'c' });
    dagre.layout(graph);
    const size = graph.graph();
    const width = size.width ?? 0;
    const height = size.height ?? 0;
    return html`<p>${nodes.length} services · ${edges.length} connections</p>
      <svg width=${width} height=${height} role="group" aria-label="Trace map: services and the calls between them">
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0L10,5L0,10z" style="fill: var(--muted); stroke: none"></path>
          </marker>
        </defs>
        ${edges.map((edge) => {
          const laid = graph.edge(edge.from, edge.to) as { points: { x: number; y: number }[]; x: number; y: number };
          return svg`<g class="edge" data-from=${edge.from} data-to=${edge.to}>
            <path class=${edge.errors > 0 ? 'err' : ''} d=${pathOf(laid.points)}></path>
            <text class="sub" x=${laid.x} y=${laid.y} text-anchor="middle">
              ${edge.calls} ${edge.calls === 1 ? 'call' : 'calls'} · ${formatDuration(edge.totalMs)}
            </text>
          </g>`;
        })}
        ${nodes.map((node) => {
          const laid = graph.node(node.service);
          const x = laid.x - laid.width / 2;
          const y = laid.y - NODE_HEIGHT / 2;
          const label = `${node.service}: ${node.spans} spans, ${node.errors} errors`;
          return svg`<a href="#" data-service=${node.service} aria-label=${label}
            @click=${(e: Event) => {
              e.preventDefault();
              this.select(node.service);
            }}>
            <rect x=${x} y=${y} width=${laid.width} height=${NODE_HEIGHT} rx="8"
              style="stroke: ${serviceColor(node.service)}"></rect>
            <text x=${x + 10} y=${y + 18}>${node.service}</text>
            <text class=${node.errors > 0 ? 'sub err' : 'sub'} x=${x + 10} y=${y + 34}>
              ${node.spans} spans${node.errors > 0 ? ` · ${node.errors} errors` : ''}
            </text>
          </a>`;
        })}
      </svg>`;
  }
}
customElements.define('svc-trace-map', SvcTraceMap);
