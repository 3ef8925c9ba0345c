/**
 * `<svc-flow-graph>`: the flow diagram, drawn as SVG, in two forms. Compact (the dashboard's):
 * `triggers` → functions from the registry, laid out left to right with dagre, each node a link
 * to its page (`max-nodes`). Interactive (the Flow page's): a laid-out `graph` of every node type
 * (`flow-model.ts`) with pan (drag the background), zoom (wheel or the buttons), Fit, nodes that
 * can be dragged, and a click (or Enter) on a node firing `node-select` with `{id}`. A drag, pan
 * or zoom fires `layout-change` with `{positions, view}` once it ends, for the page to save.
 */
import { css, html, LitElement, svg } from 'lit';
import type { ConsoleTrigger } from '../api-types.js';
import { layoutFlow, NODE_HEIGHT, pathOf, type Placed } from '../flow-layout.js';
import { bounds, FLOW_NODE_HEIGHT, type FlowGraph, type FlowNode, KIND_LABELS } from '../flow-model.js';

/** Zoom and pan: screen = graph · zoom + (x, y). */
export interface FlowView {
  zoom: number;
  x: number;
  y: number;
}

/** What `layout-change` carries. */
export interface FlowLayout {
  positions: Record<string, { x: number; y: number }>;
  view: FlowView;
}

const MIN_ZOOM = 0.2;
const MAX_ZOOM = 4;
/** Pointer travel (px) below which a press on a node is a click, not a drag. */
const CLICK_SLOP = 4;

/** The flow diagram. */
export class SvcFlowGraph extends LitElement {
  static override properties = {
    triggers: { attribute: false },
    maxNodes: { type: Number, attribute: 'max-nodes' },
    graph: { attribute: false },
    view: { attribute: false },
    selected: { type: String },
    revision: { state: true },
  };
  declare triggers: ConsoleTrigger[];
  declare maxNodes: number;
  /** The interactive graph; when absent the element draws the compact `triggers` diagram. */
  declare graph: FlowGraph | undefined;
  /** Zoom and pan of the interactive graph; Fit is applied when absent. */
  declare view: FlowView | undefined;
  /** Id of the selected node. */
  declare selected: string;
  declare revision: number;
  private drag?: {
    kind: 'pan' | 'node';
    node?: FlowNode;
    startX: number;
    startY: number;
    originX: number;
    originY: number;
    moved: boolean;
  };
  private readonly moved: Record<string, { x: number; y: number }> = {};
  private wheelTimer?: ReturnType<typeof setTimeout>;
  static override styles = css`
    :host {
      display: block;
      overflow: auto;
    }
    :host([interactive]) {
      overflow: hidden;
      position: relative;
      border: 1px solid var(--border);
      border-radius: 10px;
      background: var(--panel);
    }
    .canvas {
      display: block;
      width: 100%;
      height: 560px;
      touch-action: none;
      cursor: grab;
    }
    .controls {
      position: absolute;
      top: 8px;
      right: 8px;
      display: flex;
      gap: 4px;
    }
    .controls button {
      background: var(--btn-bg);
      color: var(--btn-fg);
      border: 1px solid var(--border);
      border-radius: 6px;
      padding: 4px 10px;
      font: inherit;
      cursor: pointer;
    }
    .controls button:focus-visible,
    g.node:focus-visible rect {
      outline: 2px solid var(--focus);
    }
    g.node {
      cursor: pointer;
    }
    g.node rect {
      stroke-width: 1.5;
    }
    g.node.selected rect {
      stroke: var(--focus);
      stroke-width: 3;
    }
    rect.http {
      fill: var(--ok-bg);
      stroke: var(--ok);
    }
    rect.cron,
    rect.trigger {
      fill: var(--warn-bg);
      stroke: var(--warn);
    }
    rect.event {
      fill: var(--badge-bg);
      stroke: var(--warn);
    }
    rect.queue {
      fill: var(--err-bg);
      stroke: var(--err);
    }
    rect.state,
    rect.stream {
      fill: var(--code-bg);
      stroke: var(--link);
    }
    text.kind {
      fill: var(--muted);
      font: 9px var(--font);
      text-transform: uppercase;
    }
    path.learned {
      stroke-dasharray: 5 4;
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
    this.selected = '';
    this.revision = 0;
  }

  override render() {
    if (this.graph) return this.renderInteractive(this.graph);
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

  protected override updated(): void {
    this.toggleAttribute('interactive', this.graph !== undefined);
    // A graph shown without a saved view is fitted once it is on screen (not saved until changed).
    if (this.graph && !this.view) this.fit(false);
  }

  /** Scales and pans so that every node shows; `notify` false leaves it out of the saved layout. */
  fit(notify = true): void {
    const graph = this.graph;
    const svgEl = this.renderRoot.querySelector('svg.canvas');
    if (!graph || !svgEl) return;
    const box = bounds(graph.nodes);
    const { width, height } = svgEl.getBoundingClientRect();
    const zoom = clampZoom(Math.min((width - 40) / box.width, (height - 40) / box.height, 1.5));
    this.view = {
      zoom,
      x: (width - box.width * zoom) / 2 - box.x * zoom,
      y: (height - box.height * zoom) / 2 - box.y * zoom,
    };
    if (notify) this.changed();
  }

  /** Zooms by `factor` around a point of the canvas (its centre by default). */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    const view = this.view ?? { zoom: 1, x: 0, y: 0 };
    const svgEl = this.renderRoot.querySelector('svg.canvas');
    const rect = svgEl?.getBoundingClientRect();
    const point = at ?? { x: (rect?.width ?? 0) / 2, y: (rect?.height ?? 0) / 2 };
    const zoom = clampZoom(view.zoom * factor);
    const scale = zoom / view.zoom;
    this.view = { zoom, x: point.x - (point.x - view.x) * scale, y: point.y - (point.y - view.y) * scale };
  }

  private changed(): void {
    if (!this.view) return;
    const detail: FlowLayout = { positions: { ...this.moved }, view: this.view };
    this.dispatchEvent(new CustomEvent<FlowLayout>('layout-change', { detail, bubbles: true, composed: true }));
  }

  private select(id: string): void {
    this.selected = id;
    this.dispatchEvent(new CustomEvent('node-select', { detail: { id }, bubbles: true, composed: true }));
  }

  private onPointerDown(event: PointerEvent, node?: FlowNode): void {
    if (event.button !== 0) return;
    event.stopPropagation();
    const view = this.view ?? { zoom: 1, x: 0, y: 0 };
    this.drag = {
      kind: node ? 'node' : 'pan',
      ...(node ? { node } : {}),
      startX: event.clientX,
      startY: event.clientY,
      originX: node ? node.x : view.x,
      originY: node ? node.y : view.y,
      moved: false,
    };
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  }

  private onPointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    drag.moved = true;
    const view = this.view ?? { zoom: 1, x: 0, y: 0 };
    if (drag.kind === 'pan') this.view = { ...view, x: drag.originX + dx, y: drag.originY + dy };
    else if (drag.node) {
      drag.node.x = Math.round(drag.originX + dx / view.zoom);
      drag.node.y = Math.round(drag.originY + dy / view.zoom);
      this.moved[drag.node.id] = { x: drag.node.x, y: drag.node.y };
      this.revision++;
    }
  }

  private onPointerUp(): void {
    const drag = this.drag;
    this.drag = undefined;
    if (!drag) return;
    if (drag.moved) this.changed();
    else if (drag.node) this.select(drag.node.id);
  }

  private onWheel(event: WheelEvent): void {
    event.preventDefault();
    const rect = (event.currentTarget as Element).getBoundingClientRect();
    this.zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    clearTimeout(this.wheelTimer);
    this.wheelTimer = setTimeout(() => this.changed(), 200);
  }

  private renderInteractive(graph: FlowGraph) {
    const view = this.view ?? { zoom: 1, x: 0, y: 0 };
    const byId = new Map(graph.nodes.map((n) => [n.id, n]));
    const edgePath = (from: FlowNode, to: FlowNode) => {
      const x1 = from.x + from.width / 2;
      const x2 = to.x - to.width / 2;
      const mid = (x1 + x2) / 2;
      return `M${x1},${from.y} C${mid},${from.y} ${mid},${to.y} ${x2},${to.y}`;
    };
    return html`<svg
        class="canvas"
        role="group"
        aria-label="Flow: triggers, functions and what they touch"
        @pointerdown=${(e: PointerEvent) => this.onPointerDown(e)}
        @pointermove=${this.onPointerMove}
        @pointerup=${this.onPointerUp}
        @pointercancel=${this.onPointerUp}
        @wheel=${this.onWheel}
      >
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" style="fill: var(--muted); stroke: none"></path>
          </marker>
        </defs>
        <g class="viewport" transform="translate(${view.x},${view.y}) scale(${view.zoom})">
          ${graph.edges.map((edge) => {
            const from = byId.get(edge.from);
            const to = byId.get(edge.to);
            if (!from || !to) return svg``;
            return svg`<path class=${edge.learned ? 'edge learned' : 'edge'} data-from=${edge.from}
              data-to=${edge.to} d=${edgePath(from, to)} marker-end="url(#arrow)"></path>`;
          })}
          ${graph.nodes.map(
            (node) => svg`<g class=${node.id === this.selected ? 'node selected' : 'node'} data-id=${node.id}
              data-kind=${node.kind} transform="translate(${node.x - node.width / 2},${node.y - FLOW_NODE_HEIGHT / 2})"
              tabindex="0" role="button" aria-label=${`${KIND_LABELS[node.kind]} ${node.label}`}
              @pointerdown=${(e: PointerEvent) => this.onPointerDown(e, node)}
              @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.select(node.id)}>
              <rect class=${node.kind} width=${node.width} height=${FLOW_NODE_HEIGHT} rx="6"></rect>
              <text class="kind" x="8" y="11">${KIND_LABELS[node.kind]}</text>
              <text x="8" y="26">${node.label.length > 34 ? `${node.label.slice(0, 33)}…` : node.label}</text></g>`,
          )}
        </g>
      </svg>
      <div class="controls">
        <button id="zoom-in" aria-label="Zoom in" @click=${() => this.zoomAndSave(1.25)}>+</button>
        <button id="zoom-out" aria-label="Zoom out" @click=${() => this.zoomAndSave(0.8)}>−</button>
        <button id="fit" @click=${() => this.fit()}>Fit</button>
      </div>`;
  }

  private zoomAndSave(factor: number): void {
    this.zoomBy(factor);
    this.changed();
  }
}

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number.isFinite(zoom) ? zoom : 1));

customElements.define('svc-flow-graph', SvcFlowGraph);
