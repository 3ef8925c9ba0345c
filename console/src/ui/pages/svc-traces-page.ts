/**
 * `<svc-traces-page>`: the trace list with filters combined with and (trace id, service, span
 * name, status, duration, time range, attributes), paged on the engine with the total, and new
 * traces arriving live at the top from the `traces` group of `svc:live` without moving what the
 * user looks at. `/traces/<trace_id>` (or `?trace=`) opens a trace in four views: Waterfall,
 * Flame Graph, Service Breakdown and Trace Map, with the span detail beside it.
 */
import type {
  ObservabilityLogsListOutput,
  ObservabilityStoredLog,
  ObservabilityStoredSpan,
  ObservabilityTracesListOutput,
  ObservabilityTracesTreeOutput,
} from '@svc/protocol';
import { css, html, nothing } from 'lit';
import { type SvcTraceDetail, VIEWS, type View } from '../elements/svc-trace-detail.js';
import '../elements/svc-trace-filters.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { ago } from '../time-format.js';
import { FILTER_PARAMS, liveMatch, listInput, type TraceFilters } from '../traces/filters.js';
import { buildTrace, flattenTree, nsToMs, type Trace, type TreeNode } from '../traces/model.js';
import { formatDuration } from '../traces/waterfall.js';
import { getParam, setParams } from '../url-state.js';

/** Rows per page of the list. */
export const PAGE_SIZE = 50;

/** The open trace and the log records written in it. */
interface Opened {
  trace: Trace;
  logs: ObservabilityStoredLog[];
}

/** The trace id in `/traces/<id>`, else `?trace=`. */
export function traceIdOfUrl(): string {
  const match = /^\/traces\/([^/]+)/.exec(location.pathname);
  return match ? decodeURIComponent(match[1]!) : getParam('trace');
}

/** Whether the page is at `/traces` (in the console), not embedded at another site's path. */
const atTracesPath = () => location.pathname === '/traces' || location.pathname.startsWith('/traces/');

/** The traces page. */
export class SvcTracesPage extends PageElement {
  static override properties = {
    list: { state: true },
    opened: { state: true },
    traceId: { state: true },
    view: { state: true },
    spanId: { state: true },
    offset: { state: true },
  };
  declare list: Load<ObservabilityTracesListOutput>;
  declare opened: Load<Opened>;
  declare traceId: string;
  declare view: View;
  declare spanId: string;
  declare offset: number;
  private filters = {} as TraceFilters;
  private filterKey = '';
  private stopLive?: () => void;
  private reloadTimer?: ReturnType<typeof setTimeout>;
  /** Rows that came live: marked until the next load. */
  private fresh = new Set<string>();
  /** A trace was just loaded: mark when it is drawn (`svc-trace-render` in the performance timeline). */
  private measuring = false;
  private readonly onRoute = (): void => {
    if (atTracesPath()) this.readUrl();
  };

  static override styles = [
    pageStyles,
    css`
      .list {
        max-height: 62vh;
        overflow: auto;
        overflow-anchor: none;
      }
      tr.fresh td:first-child {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      .pager {
        display: flex;
        gap: 8px;
        align-items: center;
        margin-top: 8px;
      }
    `,
  ];

  constructor() {
    super();
    this.list = { status: 'idle' };
    this.opened = { status: 'idle' };
    this.traceId = '';
    this.view = 'waterfall';
    this.spanId = '';
    this.offset = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The shell's router may keep this element between `/traces` and `/traces/<id>`.
    window.addEventListener('vaadin-router-location-changed', this.onRoute);
    // Once the feed is joined (its `sync`, also after a reconnect) every new span comes through it:
    // what was read before is read again, or a trace that ended in between would be missing.
    this.stopLive = this.client.live.subscribe('traces', (event) => {
      if (event.type === 'sync') {
        if (this.hasUpdated) this.reload();
      } else if (event.data !== null) {
        this.onLive(event.data as { spans?: ObservabilityStoredSpan[]; trace_ids?: string[] });
      }
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('vaadin-router-location-changed', this.onRoute);
    this.stopLive?.();
    clearTimeout(this.reloadTimer);
  }

  protected override readUrl(): void {
    const fromQuery = getParam('trace');
    if (fromQuery && location.pathname === '/traces') {
      // `?trace=<id>` is the same link as `/traces/<id>` (embedded in another page, it stays a query).
      const params = new URLSearchParams(location.search);
      params.delete('trace');
      const query = params.toString();
      history.replaceState(history.state, '', `/traces/${encodeURIComponent(fromQuery)}${query ? `?${query}` : ''}`);
    }
    const filters = Object.fromEntries(
      Object.entries(FILTER_PARAMS).map(([key, param]) => [key, getParam(param)]),
    ) as unknown as TraceFilters;
    const key = JSON.stringify(filters);
    const offset = Number(getParam('offset', '0')) || 0;
    const listChanged = key !== this.filterKey || offset !== this.offset;
    this.filters = filters;
    this.filterKey = key;
    this.offset = offset;
    const view = getParam('view', 'waterfall');
    this.view = view in VIEWS ? (view as View) : 'waterfall';
    this.spanId = getParam('span');
    const traceId = traceIdOfUrl();
    const traceChanged = traceId !== this.traceId;
    this.traceId = traceId;
    if (!this.hasUpdated) return;
    if (listChanged) this.loadList();
    if (traceChanged) this.loadTrace();
  }

  protected override reload(): void {
    this.loadList();
    this.loadTrace();
  }

  private loadList(): void {
    const input = listInput(this.filters, this.offset, PAGE_SIZE, Date.now());
    void load(
      this.list,
      () => this.client.post<ObservabilityTracesListOutput>('/otel/traces', input),
      (next) => {
        if (next.status === 'done') this.fresh.clear();
        this.list = next;
      },
    );
  }

  private loadTrace(): void {
    const id = this.traceId;
    if (!id) {
      this.opened = { status: 'idle' };
      return;
    }
    const started = performance.now();
    void load(
      this.opened.status === 'done' && this.opened.value.trace.id === id ? this.opened : { status: 'idle' },
      async () => {
        const [tree, logs] = await Promise.all([
          this.client.post<ObservabilityTracesTreeOutput>('/otel/traces/tree', { trace_id: id }),
          this.client
            .post<ObservabilityLogsListOutput>('/otel/logs', { trace_id: id, limit: 1000 })
            .catch(() => ({ logs: [] as ObservabilityStoredLog[] })),
        ]);
        // What the page costs in the browser is measured from here: building the trace and drawing it.
        performance.mark('svc-trace-fetched', { detail: { id, fetchMs: performance.now() - started } });
        const trace = buildTrace(flattenTree(tree.roots as unknown as TreeNode[]), Date.now());
        this.measuring = true;
        return { trace, logs: logs.logs };
      },
      (next) => {
        if (this.traceId === id) this.opened = next;
      },
    );
  }

  protected override updated(): void {
    if (!this.measuring || this.opened.status !== 'done') return;
    this.measuring = false;
    const detail = this.renderRoot.querySelector<SvcTraceDetail>('svc-trace-detail');
    void (detail?.updateComplete ?? Promise.resolve())
      .then(() => detail?.waterfall?.updateComplete)
      .then(() =>
        // The next frame: the rows have been laid out and painted once.
        requestAnimationFrame(() => {
          performance.mark('svc-trace-rendered');
          performance.measure('svc-trace-render', 'svc-trace-fetched', 'svc-trace-rendered');
        }),
      );
  }

  /** A live frame: rows of new or changed traces. */
  private onLive(data: { spans?: ObservabilityStoredSpan[]; trace_ids?: string[] }): void {
    const spans = data.spans ?? [];
    const ids = [...spans.map((s) => s.trace_id), ...(data.trace_ids ?? [])];
    if (this.traceId && ids.includes(this.traceId)) this.loadTrace();
    if (this.list.status !== 'done' || this.offset !== 0) return;
    const input = listInput(this.filters, 0, PAGE_SIZE, Date.now());
    // Span-name and attribute filters look at every span of a trace: ask the engine again.
    if (data.trace_ids || input.search_all_spans) {
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => this.loadList(), 300);
      return;
    }
    const answer = this.list.value;
    const rows = [...answer.spans];
    // A span that started no later than a full page's last row belongs to this page's tail or a
    // later page: it ended before the page was read (the live feed can deliver it after), so the
    // total already counts it. Spans start in whole milliseconds, so ties are common.
    const oldest = rows.length >= PAGE_SIZE ? rows[rows.length - 1]!.start_time_unix_nano : -Infinity;
    let added = 0;
    for (const span of spans) {
      const at = rows.findIndex((row) => row.trace_id === span.trace_id && row.span_id === span.span_id);
      if (at >= 0) rows[at] = span;
      else if (span.start_time_unix_nano > oldest && liveMatch(span, input, Date.now())) {
        rows.push(span);
        this.fresh.add(span.trace_id);
        added++;
      }
    }
    rows.sort((a, b) => b.start_time_unix_nano - a.start_time_unix_nano);
    const anchor = this.anchorRow();
    this.list = { ...this.list, value: { ...answer, spans: rows.slice(0, PAGE_SIZE), total: answer.total + added } };
    // Rows added above the one in view push it down: scroll by as much, so nothing moves.
    if (anchor)
      void this.updateComplete.then(() => {
        const row = anchor.scroller.querySelector<HTMLElement>(`tr[data-trace-id="${anchor.id}"]`);
        if (row) anchor.scroller.scrollTop += row.getBoundingClientRect().top - anchor.top;
      });
  }

  /** The first row in view of a scrolled list, and where it is. */
  private anchorRow(): { scroller: HTMLElement; id: string; top: number } | undefined {
    const scroller = this.renderRoot.querySelector<HTMLElement>('.list');
    if (!scroller || scroller.scrollTop <= 0) return undefined;
    const viewTop = scroller.getBoundingClientRect().top;
    for (const row of scroller.querySelectorAll<HTMLElement>('tr[data-trace-id]')) {
      const { top, bottom } = row.getBoundingClientRect();
      if (bottom > viewTop) return { scroller, id: row.dataset.traceId!, top };
    }
    return undefined;
  }

  private open(id: string): void {
    if (!atTracesPath()) return setParams({ trace: id, span: undefined, view: undefined }, true);
    const params = new URLSearchParams(location.search);
    for (const key of ['span', 'view', 'trace']) params.delete(key);
    const query = params.toString();
    history.pushState(history.state, '', `/traces/${encodeURIComponent(id)}${query ? `?${query}` : ''}`);
    window.dispatchEvent(new Event('svc-url-change'));
  }

  private back(): void {
    if (!atTracesPath()) return setParams({ trace: undefined, span: undefined, view: undefined }, true);
    const params = new URLSearchParams(location.search);
    for (const key of ['span', 'view']) params.delete(key);
    const query = params.toString();
    history.pushState(history.state, '', `/traces${query ? `?${query}` : ''}`);
    window.dispatchEvent(new Event('svc-url-change'));
  }

  private renderList(answer: ObservabilityTracesListOutput) {
    const now = Date.now();
    const from = answer.total === 0 ? 0 : this.offset + 1;
    const to = Math.min(this.offset + answer.spans.length, answer.total);
    const open = (id: string) => this.open(id);
    return html`<div class="list data" tabindex="-1">
        <table aria-label="Traces">
          <thead>
            <tr>
              <th>Trace</th>
              <th>Service</th>
              <th>Status</th>
              <th>Duration</th>
              <th class="hide-narrow">Started</th>
            </tr>
          </thead>
          <tbody>
            ${answer.spans.map((span) => {
              const pending = span.end_time_unix_nano === 0;
              const start = nsToMs(span.start_time_unix_nano);
              const duration = (pending ? now : nsToMs(span.end_time_unix_nano)) - start;
              return html`<tr
                tabindex="0"
                data-trace-id=${span.trace_id}
                class=${this.fresh.has(span.trace_id) ? 'fresh' : ''}
                @click=${() => open(span.trace_id)}
                @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && open(span.trace_id)}
              >
                <td>${span.name}<br /><code class="muted">${span.trace_id.slice(0, 16)}</code></td>
                <td>${span.service_name}</td>
                <td>
                  <span class=${pending ? 'badge warn' : span.status === 'error' ? 'badge err' : 'badge ok'}
                    >${pending ? 'pending' : span.status}</span
                  >
                </td>
                <td>${formatDuration(duration)}</td>
                <td class="hide-narrow" title=${new Date(start).toISOString()}>${ago(start, now)}</td>
              </tr>`;
            })}
          </tbody>
        </table>
        ${answer.total === 0 ? html`<p class="muted">No traces match.</p>` : nothing}
      </div>
      <div class="pager">
        <button id="prev-page" ?disabled=${this.offset === 0}
          @click=${() => setParams({ offset: String(Math.max(0, this.offset - PAGE_SIZE)) || undefined }, true)}>
          Previous
        </button>
        <span id="range">${from}–${to} of ${answer.total}</span>
        <button id="next-page" ?disabled=${to >= answer.total}
          @click=${() => setParams({ offset: String(this.offset + PAGE_SIZE) }, true)}>
          Next
        </button>
      </div>`;
  }

  private renderTrace({ trace, logs }: Opened) {
    if (trace.spans.length === 0)
      return html`<p class="error" role="alert">
        Trace ${this.traceId} is not held by the engine (never seen, or evicted).
      </p>`;
    return html`<svc-trace-detail
      .trace=${trace}
      .logs=${logs}
      view=${this.view}
      span=${this.spanId}
    ></svc-trace-detail>`;
  }

  override render() {
    if (this.traceId) {
      return html`<h1>Trace</h1>
        <p><a href="/traces" id="back" @click=${(e: Event) => {
          e.preventDefault();
          this.back();
        }}>← All traces</a></p>
        <div class=${this.stale ? 'stale' : ''}>
          ${renderLoad(this.opened, (opened) => this.renderTrace(opened))}
        </div>`;
    }
    return html`<h1>Traces</h1>
      <svc-trace-filters .filters=${this.filters}></svc-trace-filters>
      <div class=${this.stale ? 'stale' : ''}>${renderLoad(this.list, (answer) => this.renderList(answer))}</div>`;
  }
}
customElements.define('svc-traces-page', SvcTracesPage);
