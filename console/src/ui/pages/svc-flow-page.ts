/**
 * `<svc-flow-page>` (shown with `--enable-flow`): the engine as a graph in `<svc-flow-graph>`:
 * HTTP, cron, event and queue triggers → functions (from the registry), and functions → the
 * state scopes, streams, queue and event topics they touched (learned from the traces; dashed).
 * Pan, zoom, Fit and dragged positions are saved in the engine's state store
 * (`/_console/flows/config/default`, scope `__console.flowConfigs`) and restored on the next
 * visit; a click on a node (`?node=`) shows its detail with a link to its page. Read again when
 * the live feed says the registry changed or new traces came (at most every 2 s), and on Refresh.
 */
import type { ConsoleFlowConfig, ObservabilityTracesFlowOutput, ObservabilityTracesListOutput } from '@svc/protocol';
import { css, html } from 'lit';
import type { FunctionsAnswer, TriggersAnswer } from '../api-types.js';
import type { FlowLayout, SvcFlowGraph } from '../elements/svc-flow-graph.js';
import { buildFlow, type FlowGraph, KIND_LABELS } from '../flow-model.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-flow-graph.js';

/** The flow whose layout the page keeps. */
export const FLOW_ID = 'default';
/** Wait after new traces arrive before reading the edges again (and the least time between reads). */
const TRACE_RELOAD_MS = 2000;
/** Wait after the last drag, pan or zoom before saving the layout. */
const SAVE_DELAY_MS = 300;

/** The saved positions of a layout, leaving out entries that are not numbers. */
function positions(layout: ConsoleFlowConfig): Record<string, { x: number; y: number }> {
  const placed: Record<string, { x: number; y: number }> = {};
  for (const [id, at] of Object.entries(layout.config ?? {}))
    if (at && Number.isFinite(at.x) && Number.isFinite(at.y)) placed[id] = { x: at.x, y: at.y };
  return placed;
}

/** The flow page. */
export class SvcFlowPage extends PageElement {
  static override properties = {
    graph: { state: true },
    layout: { state: true },
    node: { state: true },
    error: { state: true },
    saved: { state: true },
    latestTrace: { state: true },
  };
  /** The latest trace of the selected function: `[function id, trace id]`. */
  declare latestTrace: [string, string] | undefined;
  declare graph: FlowGraph | undefined;
  declare layout: ConsoleFlowConfig | undefined;
  declare node: string;
  declare error: string;
  /** When the layout was last saved (0: not since the page opened). */
  declare saved: number;
  private saveTimer?: ReturnType<typeof setTimeout>;
  private unsubscribe?: () => void;
  private traceTimer?: ReturnType<typeof setTimeout>;
  private pendingSave?: ConsoleFlowConfig;

  static override styles = [
    pageStyles,
    css`
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 280px;
        gap: 16px;
      }
      .legend {
        display: flex;
        gap: 12px;
        flex-wrap: wrap;
        font-size: 12px;
      }
      @media (max-width: 1000px) {
        .layout {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.node = '';
    this.error = '';
    this.saved = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const live = this.client.live;
    const stops = [
      live.subscribe('registry', (event) => {
        if (event.type !== 'sync') this.reload();
      }),
      // New traces may carry new edges: read them again, at most once per TRACE_RELOAD_MS.
      live.subscribe('traces', (event) => {
        if (event.type === 'sync' || this.traceTimer) return;
        this.traceTimer = setTimeout(() => {
          this.traceTimer = undefined;
          this.reload();
        }, TRACE_RELOAD_MS);
      }),
    ];
    this.unsubscribe = () => {
      for (const stop of stops) stop();
    };
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    clearTimeout(this.saveTimer);
    clearTimeout(this.traceTimer);
    this.traceTimer = undefined;
    if (this.pendingSave) void this.save(this.pendingSave);
  }

  protected override readUrl(): void {
    this.node = getParam('node');
    if (this.node.startsWith('f:')) void this.findLatestTrace(this.node.slice(2));
  }

  /** Finds the newest trace in which the function ran, for a link to it. */
  private async findLatestTrace(functionId: string): Promise<void> {
    try {
      const found = await this.client.post<ObservabilityTracesListOutput>('/otel/traces', {
        attributes: [['function_id', functionId]],
        search_all_spans: true,
        sort_order: 'desc',
        limit: 1,
      });
      const traceId = found.spans[0]?.trace_id;
      if (traceId) this.latestTrace = [functionId, traceId];
    } catch {
      // Without svc-observability the detail has no trace link.
    }
  }

  protected override async reload(): Promise<void> {
    try {
      const [triggers, functions, learned, layout] = await Promise.all([
        this.client.get<TriggersAnswer>('/triggers'),
        this.client.get<FunctionsAnswer>('/functions'),
        this.client
          .post<ObservabilityTracesFlowOutput>('/otel/traces/flow', {})
          .catch(() => ({ edges: [] }) as ObservabilityTracesFlowOutput),
        this.layout ? Promise.resolve(this.layout) : this.client.get<ConsoleFlowConfig>(`/flows/config/${FLOW_ID}`),
      ]);
      this.layout = layout;
      // Bindings of the engine's internal functions (the live feed's own) are left out.
      const shown = new Set(functions.functions.map((f) => f.function_id));
      const bindings = triggers.triggers.filter((t) => shown.has(t.function_id));
      this.graph = buildFlow(bindings, learned.edges, positions(layout));
      this.error = '';
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  private onLayout(event: CustomEvent<FlowLayout>): void {
    const config = { ...(this.layout?.config ?? {}), ...event.detail.positions };
    this.layout = { id: FLOW_ID, config, view: { ...event.detail.view } };
    this.pendingSave = this.layout;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      if (this.pendingSave) void this.save(this.pendingSave);
    }, SAVE_DELAY_MS);
  }

  private async save(layout: ConsoleFlowConfig): Promise<void> {
    this.pendingSave = undefined;
    try {
      await this.client.post(`/flows/config/${FLOW_ID}`, layout);
      this.saved = Date.now();
    } catch (error) {
      this.error = `The layout was not saved: ${(error as Error).message}`;
    }
  }

  private async resetLayout(): Promise<void> {
    this.layout = { id: FLOW_ID, config: {} };
    await this.save(this.layout);
    const element = this.renderRoot.querySelector<SvcFlowGraph>('svc-flow-graph');
    if (element) element.view = undefined;
    this.graph = undefined;
    await this.reload();
  }

  override render() {
    const graph = this.graph;
    const counts = graph ? `${graph.nodes.length} nodes, ${graph.edges.length} edges` : '';
    return html`
      <h1>Flow</h1>
      <div class="toolbar">
        <button id="refresh" @click=${() => this.reload()}>Refresh</button>
        <button id="reset-layout" @click=${() => this.resetLayout()}>Auto-arrange</button>
        <span class="muted" id="flow-counts">${counts}</span>
        <span class="muted" id="saved" role="status">${this.saved ? 'Layout saved' : ''}</span>
        <span class="legend muted">Solid: trigger → function (registry). Dashed: learned from traces.</span>
      </div>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      ${
        graph
          ? html`<div class="layout ${this.stale ? 'stale' : ''}">
            <svc-flow-graph
              class="data"
              .graph=${graph}
              .view=${this.layout?.view}
              selected=${this.node}
              @layout-change=${this.onLayout}
              @node-select=${(e: CustomEvent<{ id: string }>) => setParams({ node: e.detail.id }, true)}
            ></svc-flow-graph>
            ${this.renderDetail(graph)}
          </div>`
          : html`<p class="muted" aria-busy="true">Loading…</p>`
      }
    `;
  }

  private renderDetail(graph: FlowGraph) {
    const node = graph.nodes.find((n) => n.id === this.node);
    if (!node) return html`<aside class="panel" id="node-detail"><p class="muted">Click a node to see it.</p></aside>`;
    const name = (id: string) => graph.nodes.find((n) => n.id === id)?.label ?? id;
    const incoming = graph.edges.filter((e) => e.to === node.id);
    const outgoing = graph.edges.filter((e) => e.from === node.id);
    const list = (edges: typeof incoming, end: 'from' | 'to') =>
      edges.length === 0
        ? html`<p class="muted">none</p>`
        : html`<ul>
            ${edges.map(
              (e) => html`<li>
                <a href=${`?node=${encodeURIComponent(e[end])}`}
                  @click=${(ev: Event) => {
                    ev.preventDefault();
                    setParams({ node: e[end] }, true);
                  }}
                  >${name(e[end])}</a
                >
                ${e.learned ? html`<span class="muted">(traces${e.count ? `, ${e.count}×` : ''})</span>` : ''}
              </li>`,
            )}
          </ul>`;
    const fn = node.kind === 'function' ? node.label : '';
    return html`<aside class="panel" id="node-detail">
      <h2>${KIND_LABELS[node.kind]}</h2>
      <p><code>${node.label}</code></p>
      <p><a id="node-link" href=${node.href}>Open its page</a></p>
      ${
        fn && this.latestTrace?.[0] === fn
          ? html`<p><a id="node-trace" href=${`/traces/${this.latestTrace[1]}`}>Its latest trace</a></p>`
          : ''
      }
      <h2>In</h2>
      ${list(incoming, 'from')}
      <h2>Out</h2>
      ${list(outgoing, 'to')}
    </aside>`;
  }
}
customElements.define('svc-flow-page', SvcFlowPage);
