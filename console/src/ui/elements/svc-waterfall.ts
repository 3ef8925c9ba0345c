/**
 * `<svc-waterfall>`: a trace as a collapsible tree of spans against a time axis. Only the rows in
 * view are in the DOM (fixed-height rows in a scrolled spacer), so a 10,000-span trace costs a
 * few dozen rows; pending spans are open bars that grow with the clock, errors are marked.
 * Fires `span-select` (`detail.id`) when a span is chosen.
 */
import { css, html, nothing } from 'lit';
import { serviceColor } from '../traces/breakdown.js';
import { advancePending, type Span, type Trace } from '../traces/model.js';
import { axisTicks, barOf, formatDuration, visibleRows } from '../traces/waterfall.js';
import { TraceView, viewStyles } from './svc-trace-view.js';

/** Height of one row, px. */
export const ROW_HEIGHT = 26;
/** Rows rendered above and below the viewport. */
const OVERSCAN = 12;

/** The waterfall view. */
export class SvcWaterfall extends TraceView {
  static override properties = {
    ...TraceView.properties,
    collapsed: { state: true },
    scrollTop: { state: true },
    viewportHeight: { state: true },
  };
  declare collapsed: Set<string>;
  declare scrollTop: number;
  declare viewportHeight: number;
  private rows: Span[] = [];
  private rowsOf?: { trace: Trace; collapsed: Set<string> };
  private frame = 0;
  private ticker?: ReturnType<typeof setInterval>;
  private resize?: ResizeObserver;

  static override styles = [
    viewStyles,
    css`
    .head,
    .row {
      display: grid;
      grid-template-columns: minmax(180px, 38%) 1fr;
    }
    .head {
      border-bottom: 1px solid var(--border);
      color: var(--muted);
      font-size: 11px;
      height: 20px;
    }
    .axis {
      position: relative;
      margin-right: 112px;
    }
    .axis span {
      position: absolute;
      transform: translateX(-50%);
      white-space: nowrap;
    }
    .axis span:first-child {
      transform: none;
    }
    .scroller {
      position: relative;
      overflow-y: auto;
      overflow-anchor: none;
      max-height: var(--waterfall-height, 60vh);
      contain: strict;
    }
    .spacer {
      position: relative;
    }
    .row {
      position: absolute;
      left: 0;
      right: 0;
      height: ${ROW_HEIGHT}px;
      align-items: center;
      border-bottom: 1px solid color-mix(in srgb, var(--border) 50%, transparent);
    }
    .row.selected {
      background: var(--selected);
    }
    .label {
      display: flex;
      align-items: center;
      gap: 2px;
      overflow: hidden;
      white-space: nowrap;
    }
    .toggle {
      width: 20px;
      padding: 0;
      border: 0;
      background: none;
      color: var(--muted);
      flex: none;
    }
    .spacer-toggle {
      width: 20px;
      flex: none;
    }
    .name {
      border: 0;
      background: none;
      padding: 0 4px;
      text-align: left;
      overflow: hidden;
      text-overflow: ellipsis;
      min-width: 0;
      color: var(--fg);
    }
    .service {
      color: var(--muted);
      font-size: 11px;
    }
    .mark {
      color: var(--err);
      font-weight: 700;
    }
    .track {
      position: relative;
      height: 100%;
      /* Room on the right for the duration label of a bar that ends there. */
      margin-right: 112px;
    }
    .bar {
      position: absolute;
      top: 7px;
      height: 12px;
      border-radius: 2px;
      min-width: 2px;
    }
    .row.error .bar {
      background: var(--err) !important;
    }
    .row.pending .bar {
      border-radius: 2px 0 0 2px;
      background: repeating-linear-gradient(135deg, var(--warn) 0 6px, transparent 6px 10px) !important;
      border: 1px solid var(--warn);
      border-right-style: dashed;
    }
    .dur {
      position: absolute;
      top: 5px;
      font-size: 11px;
      color: var(--muted);
      white-space: nowrap;
      padding-left: 4px;
    }
  `,
  ];

  constructor() {
    super();
    this.collapsed = new Set();
    this.scrollTop = 0;
    this.viewportHeight = 600;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => {
      if (!this.trace || this.trace.pendingCount === 0) return;
      advancePending(this.trace, Date.now());
      this.requestUpdate();
    }, 250);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
    cancelAnimationFrame(this.frame);
    this.resize?.disconnect();
  }

  protected override firstUpdated(): void {
    const scroller = this.scroller;
    if (!scroller) return;
    this.resize = new ResizeObserver(() => (this.viewportHeight = scroller.clientHeight || this.viewportHeight));
    this.resize.observe(scroller);
  }

  private get scroller(): HTMLElement | null {
    return this.renderRoot.querySelector('.scroller');
  }

  private readonly onScroll = (event: Event): void => {
    const top = (event.target as HTMLElement).scrollTop;
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => (this.scrollTop = top));
  };

  /** Collapses or expands a span's subtree. */
  toggle(id: string): void {
    const next = new Set(this.collapsed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.collapsed = next;
  }

  /** Expands every span. */
  expandAll(): void {
    this.collapsed = new Set();
  }

  /** Collapses every span that has children. */
  collapseAll(): void {
    this.collapsed = new Set(this.trace?.spans.filter((s) => s.children.length > 0).map((s) => s.id));
  }

  /** Scrolls so the row of span `id` is in view. */
  reveal(id: string): void {
    const index = this.visible().findIndex((s) => s.id === id);
    const scroller = this.scroller;
    if (index < 0 || !scroller) return;
    const top = index * ROW_HEIGHT;
    if (top < scroller.scrollTop || top > scroller.scrollTop + scroller.clientHeight - ROW_HEIGHT) {
      scroller.scrollTop = Math.max(0, top - scroller.clientHeight / 3);
      this.scrollTop = scroller.scrollTop;
    }
  }

  private visible(): Span[] {
    const trace = this.trace;
    if (!trace) return [];
    if (this.rowsOf?.trace !== trace || this.rowsOf.collapsed !== this.collapsed) {
      this.rows = visibleRows(trace, this.collapsed);
      this.rowsOf = { trace, collapsed: this.collapsed };
    }
    return this.rows;
  }

  /**
   * Keys on a span's name: ↑ and ↓ move to the previous and next row, ← folds the span (or goes
   * to its parent), → unfolds it; the row moved to is selected and focused.
   */
  private onKey(event: KeyboardEvent, span: Span): void {
    const rows = this.visible();
    const index = rows.indexOf(span);
    let target: Span | undefined;
    if (event.key === 'ArrowDown') target = rows[index + 1];
    else if (event.key === 'ArrowUp') target = rows[index - 1];
    else if (event.key === 'ArrowLeft') {
      if (span.children.length > 0 && !this.collapsed.has(span.id)) this.toggle(span.id);
      else target = span.parentId === undefined ? undefined : this.trace?.byId.get(span.parentId);
    } else if (event.key === 'ArrowRight' && this.collapsed.has(span.id)) this.toggle(span.id);
    else return;
    event.preventDefault();
    if (!target) return;
    const id = target.id;
    this.selectSpan(id);
    this.reveal(id);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`.row[data-span-id="${id}"] .name`)?.focus(),
    );
  }

  private renderRow(trace: Trace, span: Span, index: number) {
    const { left, width } = barOf(span, trace);
    const open = !this.collapsed.has(span.id);
    const classes = `row ${span.status === 'error' ? 'error' : ''} ${span.pending ? 'pending' : ''} ${
      span.id === this.selected ? 'selected' : ''
    }`;
    return html`<div
      class=${classes}
      style="top: ${index * ROW_HEIGHT}px"
      data-span-id=${span.id}
      data-depth=${span.depth}
    >
      <div class="label" style="padding-left: ${Math.min(span.depth, 40) * 12}px">
        ${
          span.children.length > 0
            ? html`<button
              class="toggle"
              aria-expanded=${open ? 'true' : 'false'}
              aria-label=${`${open ? 'Collapse' : 'Expand'} ${span.name}`}
              @click=${() => this.toggle(span.id)}
            >
              ${open ? '▾' : '▸'}
            </button>`
            : html`<span class="spacer-toggle"></span>`
        }
        <button
          class="name"
          @click=${() => this.selectSpan(span.id)}
          @keydown=${(e: KeyboardEvent) => this.onKey(e, span)}
          aria-pressed=${span.id === this.selected}
        >
          ${span.status === 'error' ? html`<span class="mark" title="error">✕</span> ` : nothing}${span.name}
          <span class="service">${span.service}</span>
        </button>
      </div>
      <div class="track">
        <div class="bar" style="left: ${left}%; width: ${width}%; background: ${serviceColor(span.service)}"></div>
        <span class="dur" style="left: ${left + width}%"
          >${formatDuration(span.durationMs)}${span.pending ? ' · pending' : ''}</span
        >
      </div>
    </div>`;
  }

  override render() {
    const trace = this.trace;
    if (!trace) return nothing;
    const rows = this.visible();
    const first = Math.max(0, Math.floor(this.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil((this.scrollTop + this.viewportHeight) / ROW_HEIGHT) + OVERSCAN);
    const ticks = axisTicks(trace.durationMs);
    return html`<div class="tools">
        <button id="expand-all" @click=${this.expandAll}>Expand all</button>
        <button id="collapse-all" @click=${this.collapseAll}>Collapse all</button>
        <span>${rows.length} of ${trace.spans.length} spans shown</span>
      </div>
      <div class="head" aria-hidden="true">
        <div>Span</div>
        <div class="axis">
          ${ticks.map((t) => html`<span style="left: ${t.percent}%">${formatDuration(t.ms)}</span>`)}
        </div>
      </div>
      <div class="scroller" role="region" aria-label="Spans" @scroll=${this.onScroll}
        style="height: ${Math.min(rows.length * ROW_HEIGHT, 10_000)}px">
        <div class="spacer" style="height: ${rows.length * ROW_HEIGHT}px">
          ${rows.slice(first, last).map((span, i) => this.renderRow(trace, span, first + i))}
        </div>
      </div>`;
  }
}
customElements.define('svc-waterfall', SvcWaterfall);
