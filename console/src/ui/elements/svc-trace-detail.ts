/**
 * `<svc-trace-detail>`: one open trace: its header (root, id, duration, spans, services, errors,
 * pending), the critical path, the four views (Waterfall, Flame Graph, Service Breakdown, Trace
 * Map) and the span detail beside them. The view (`?view=`) and the span (`?span=`) are in the
 * URL; while the trace has pending spans, what it shows follows the clock.
 */
import type { ObservabilityStoredLog } from '@svc/protocol';
import { css, html, LitElement, nothing } from 'lit';
import { pageStyles } from '../styles.js';
import { advancePending, type Trace } from '../traces/model.js';
import { criticalPath, formatDuration } from '../traces/waterfall.js';
import { setParams } from '../url-state.js';
import './svc-flame-graph.js';
import './svc-service-breakdown.js';
import './svc-trace-map.js';
import './svc-trace-span-detail.js';
import './svc-waterfall.js';
import type { SvcWaterfall } from './svc-waterfall.js';

/** The views of a trace, by their `?view=` value. */
export const VIEWS = { waterfall: 'Waterfall', flame: 'Flame Graph', services: 'Service Breakdown', map: 'Trace Map' };
export type View = keyof typeof VIEWS;

/** The open trace. */
export class SvcTraceDetail extends LitElement {
  static override properties = {
    trace: { attribute: false },
    logs: { attribute: false },
    view: { type: String },
    span: { type: String },
  };
  declare trace: Trace | undefined;
  /** The log records of the trace. */
  declare logs: ObservabilityStoredLog[];
  declare view: View;
  /** The selected span's id; the first root when empty or unknown. */
  declare span: string;
  private ticker?: ReturnType<typeof setInterval>;

  static override styles = [
    pageStyles,
    css`
      .trace-head {
        display: flex;
        flex-wrap: wrap;
        gap: 6px 16px;
        align-items: baseline;
        margin-bottom: 8px;
      }
      .detail {
        display: grid;
        grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
        gap: 16px;
      }
      .crumbs {
        font-size: 12px;
        color: var(--muted);
        margin-bottom: 8px;
      }
      @media (max-width: 1000px) {
        .detail {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.logs = [];
    this.view = 'waterfall';
    this.span = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.ticker = setInterval(() => {
      if (!this.trace || this.trace.pendingCount === 0) return;
      advancePending(this.trace, Date.now());
      this.requestUpdate();
      this.renderRoot.querySelector<LitElement>('svc-trace-span-detail')?.requestUpdate();
    }, 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
  }

  /** The waterfall, when it is the view shown. */
  get waterfall(): SvcWaterfall | null {
    return this.renderRoot.querySelector<SvcWaterfall>('svc-waterfall');
  }

  private select(id: string): void {
    setParams({ span: id }, true);
    void this.updateComplete.then(() => this.waterfall?.reveal(id));
  }

  private readonly onService = (e: CustomEvent<{ service: string }>): void => {
    const first = this.trace?.spans.find((s) => s.service === e.detail.service);
    if (first) this.select(first.id);
  };

  private renderView(trace: Trace, selected: string) {
    if (this.view === 'flame') return html`<svc-flame-graph .trace=${trace} selected=${selected}></svc-flame-graph>`;
    if (this.view === 'services') return html`<svc-service-breakdown .trace=${trace}></svc-service-breakdown>`;
    if (this.view === 'map') return html`<svc-trace-map .trace=${trace}></svc-trace-map>`;
    return html`<svc-waterfall .trace=${trace} selected=${selected}></svc-waterfall>`;
  }

  override render() {
    const trace = this.trace;
    if (!trace) return nothing;
    const span = trace.byId.get(this.span) ?? trace.roots[0];
    const root = trace.roots[0]!;
    const path = criticalPath(trace);
    return html`<div class="trace-head" id="trace-head">
        <strong>${root.name}</strong>
        <code>${trace.id}</code>
        <span>${formatDuration(trace.durationMs)}</span>
        <span id="span-count">${trace.spans.length} spans</span>
        <span>${trace.services.length} services</span>
        <span class=${trace.errorCount > 0 ? 'error' : 'muted'}>${trace.errorCount} errors</span>
        ${trace.pendingCount > 0 ? html`<span class="badge warn">${trace.pendingCount} pending</span>` : nothing}
      </div>
      <div class="crumbs" aria-label="Critical path">
        Critical path:
        ${path.slice(0, 8).map(
          (id, i) =>
            html`${i > 0 ? ' › ' : ''}<a href="#" @click=${(e: Event) => {
              e.preventDefault();
              this.select(id);
            }}>${trace.byId.get(id)!.name}</a>`,
        )}${path.length > 8 ? ' › …' : ''}
      </div>
      <div class="tabs" role="tablist" aria-label="Trace views">
        ${(Object.keys(VIEWS) as View[]).map(
          (view) => html`<button role="tab" data-view=${view} aria-selected=${view === this.view ? 'true' : 'false'}
            @click=${() => setParams({ view: view === 'waterfall' ? undefined : view }, true)}>${VIEWS[view]}</button>`,
        )}
      </div>
      <div
        class="detail"
        @span-select=${(e: CustomEvent<{ id: string }>) => this.select(e.detail.id)}
        @service-select=${this.onService}
      >
        <div class="panel" role="tabpanel" aria-label=${VIEWS[this.view]}>
          ${this.renderView(trace, span?.id ?? '')}
        </div>
        <aside class="panel" aria-label="Span detail">
          <svc-trace-span-detail .span=${span} .trace=${trace} .logs=${this.logs}></svc-trace-span-detail>
        </aside>
      </div>`;
  }
}
customElements.define('svc-trace-detail', SvcTraceDetail);
