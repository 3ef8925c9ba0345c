/**
 * `<svc-flame-graph>`: the trace as stacked boxes, x by time, one band per depth, coloured by
 * status or by service. Double-click a box (or use + and −) to zoom into it; boxes narrower than
 * a pixel are left out, so a 10,000-span trace draws what can be seen. Fires `span-select`.
 */
import { css, html, nothing, svg } from 'lit';
import { serviceColor } from '../traces/breakdown.js';
import { type FlameBox, flameBoxes } from '../traces/flame.js';
import { formatDuration } from '../traces/waterfall.js';
import { TraceView, viewStyles } from './svc-trace-view.js';

const BAND = 22;

/** The flame graph view. */
export class SvcFlameGraph extends TraceView {
  static override properties = {
    ...TraceView.properties,
    colorBy: { state: true },
    zoom: { state: true },
    width: { state: true },
  };
  declare colorBy: 'status' | 'service';
  /** The window shown, as fractions of the trace. */
  declare zoom: { from: number; to: number };
  declare width: number;
  private resize?: ResizeObserver;

  static override styles = [
    viewStyles,
    css`
    select {
      padding: 2px 8px;
      background: var(--btn-bg);
      color: var(--btn-fg);
      border: 1px solid var(--border);
      border-radius: 6px;
    }
    .canvas {
      overflow: auto;
      max-height: 60vh;
    }
    rect {
      stroke: var(--panel);
      stroke-width: 1;
      cursor: pointer;
    }
    g.selected rect {
      stroke: var(--focus);
      stroke-width: 2;
    }
    text {
      font: 11px var(--font);
      fill: #10141a;
      pointer-events: none;
    }
  `,
  ];

  constructor() {
    super();
    this.colorBy = 'status';
    this.zoom = { from: 0, to: 1 };
    this.width = 900;
  }

  protected override firstUpdated(): void {
    this.resize = new ResizeObserver(() => (this.width = Math.max(300, this.clientWidth)));
    this.resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize?.disconnect();
  }

  private colour(box: FlameBox): string {
    if (this.colorBy === 'service') return serviceColor(box.span.service);
    if (box.span.pending) return '#f5c451';
    return box.span.status === 'error' ? '#ef6b6b' : '#6cc48c';
  }

  private zoomTo(from: number, to: number): void {
    const span = Math.max(to - from, 1e-6);
    this.zoom = { from: Math.max(0, from), to: Math.min(1, from + span) };
  }

  private scale(factor: number): void {
    const { from, to } = this.zoom;
    const middle = (from + to) / 2;
    const half = Math.min(0.5, ((to - from) * factor) / 2);
    this.zoomTo(Math.max(0, middle - half), Math.min(1, middle + half));
  }

  private onClick(event: Event, dbl: boolean): void {
    const id = (event.target as Element).closest('g[data-span-id]')?.getAttribute('data-span-id');
    const trace = this.trace;
    if (!id || !trace) return;
    this.selectSpan(id);
    if (!dbl) return;
    const span = trace.byId.get(id)!;
    const total = trace.durationMs || 1;
    const from = (span.startMs - trace.startMs) / total;
    this.zoomTo(from, from + span.durationMs / total);
  }

  override render() {
    const trace = this.trace;
    if (!trace) return nothing;
    const width = this.width;
    const boxes = flameBoxes(trace, this.zoom.from, this.zoom.to, 1 / width);
    const depth = boxes.reduce((max, b) => Math.max(max, b.depth), 0);
    const height = (depth + 1) * BAND;
    const zoomed = this.zoom.from > 0 || this.zoom.to < 1;
    const shown = this.zoom.to - this.zoom.from;
    return html`<div class="tools">
        <button id="zoom-in" aria-label="Zoom in" @click=${() => this.scale(1 / 1.5)}>+</button>
        <button id="zoom-out" aria-label="Zoom out" @click=${() => this.scale(1.5)}>−</button>
        <button id="zoom-reset" ?disabled=${!zoomed} @click=${() => (this.zoom = { from: 0, to: 1 })}>
          Reset zoom
        </button>
        <label
          >Colour by
          <select
            id="color-by"
            @change=${(e: Event) => (this.colorBy = (e.target as HTMLSelectElement).value as 'status' | 'service')}
          >
            <option value="status" ?selected=${this.colorBy === 'status'}>status</option>
            <option value="service" ?selected=${this.colorBy === 'service'}>service</option>
          </select></label
        >
        <span>${boxes.length} boxes${zoomed ? ` · ${formatDuration(trace.durationMs * shown)} shown` : ''}</span>
      </div>
      <div class="canvas">
        <svg
          width=${width}
          height=${height}
          role="img"
          aria-label=${`Flame graph of ${trace.spans.length} spans`}
          @click=${(e: Event) => this.onClick(e, false)}
          @dblclick=${(e: Event) => this.onClick(e, true)}
        >
          ${boxes.map((box) => {
            const x = Math.max(0, box.x * width);
            const w = Math.max(1, Math.min(width, (box.x + box.width) * width) - x);
            const chars = Math.floor((w - 6) / 6.5);
            const label = chars > 3 ? box.span.name.slice(0, chars) : '';
            return svg`<g data-span-id=${box.span.id} class=${box.span.id === this.selected ? 'selected' : ''}>
              <rect x=${x} y=${box.depth * BAND} width=${w} height=${BAND - 2} fill=${this.colour(box)} rx="2">
                <title>${box.span.name} (${box.span.service}) ${formatDuration(box.span.durationMs)},
                  self ${formatDuration(box.selfMs)}</title>
              </rect>
              ${label ? svg`<text x=${x + 4} y=${box.depth * BAND + 14}>${label}</text>` : nothing}
            </g>`;
          })}
        </svg>
      </div>`;
  }
}
customElements.define('svc-flame-graph', SvcFlameGraph);
