/**
 * `<svc-functions-page>`: the functions, searchable by name (`?q=`), in a virtualised list (only
 * the rows in view are in the DOM, so 10,000 functions stay responsive), with the calls and
 * errors the live feed counted since the page opened. Selecting one (`?fn=`) shows its details
 * and an editor to invoke it through `POST /_console/invoke`, with the result or the error
 * (code, message, stack) and how long it took.
 */
import { css, html } from 'lit';
import type {
  EngineFunctionSummary,
  FunctionDetailAnswer,
  FunctionsAnswer,
  JsonValue,
  LiveInvocationStats,
} from '../api-types.js';
import type { SvcJsonEditor } from '../elements/svc-json-editor.js';
import { ApiError } from '../engine-client.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { sampleFor } from '../schema-check.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-json-editor.js';
import '../elements/svc-virtual-list.js';

/** The outcome of one invoke. */
type Outcome =
  | { ok: true; result: JsonValue; ms: number; traceId?: string | undefined }
  | { ok: false; code: string; message: string; stack?: string | undefined; ms: number; traceId?: string | undefined };

/** The functions page. */
export class SvcFunctionsPage extends PageElement {
  static override properties = {
    list: { state: true },
    detail: { state: true },
    query: { state: true },
    selected: { state: true },
    outcome: { state: true },
    invoking: { state: true },
    calls: { state: true },
  };
  declare list: Load<FunctionsAnswer>;
  declare detail: Load<FunctionDetailAnswer>;
  declare query: string;
  declare selected: string;
  declare outcome: Outcome | undefined;
  declare invoking: boolean;
  declare calls: Map<string, [number, number]>;
  private stopLive?: () => void;
  /** The list as last filtered and sorted, and what from: sorting 10,000 names once, not per render. */
  private sorted: EngineFunctionSummary[] = [];
  private sortedFrom?: FunctionsAnswer;
  private sortedQuery = '';

  static override styles = [
    pageStyles,
    css`
      .result {
        margin-top: 12px;
      }
      svc-virtual-list,
      .list-head {
        --list-columns: minmax(0, 2fr) minmax(0, 1fr) 120px;
      }
      @media (max-width: 760px) {
        svc-virtual-list,
        .list-head {
          --list-columns: minmax(0, 1fr) 110px;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.list = { status: 'idle' };
    this.detail = { status: 'idle' };
    this.query = '';
    this.selected = '';
    this.invoking = false;
    this.calls = new Map();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopLive = this.client.live.subscribe('invocations', (event) => {
      if (event.type !== 'stats' || event.data === null) return;
      const stats = event.data as unknown as LiveInvocationStats;
      const next = new Map(this.calls);
      for (const [id, counts] of Object.entries(stats.by_function ?? {})) {
        const seen = next.get(id) ?? [0, 0];
        next.set(id, [seen[0] + (counts?.[0] ?? 0), seen[1] + (counts?.[2] ?? 0)]);
      }
      this.calls = next;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLive?.();
  }

  protected override readUrl(): void {
    this.query = getParam('q');
    const selected = getParam('fn');
    if (selected !== this.selected) {
      this.selected = selected;
      this.outcome = undefined;
      this.loadDetail();
    }
  }

  protected override reload(): void {
    void load(
      this.list,
      () => this.client.get<FunctionsAnswer>('/functions'),
      (next) => (this.list = next),
    );
    this.loadDetail();
  }

  private loadDetail(): void {
    if (!this.selected || !this.hasUpdated) return;
    const id = this.selected;
    void load(
      { status: 'idle' },
      () => this.client.get<FunctionDetailAnswer>(`/functions/${encodeURIComponent(id)}`),
      (next) => {
        if (this.selected === id) this.detail = next;
      },
    );
  }

  private async invoke(): Promise<void> {
    const editor = this.renderRoot.querySelector('svc-json-editor') as SvcJsonEditor;
    const payload = editor.parsed;
    if (payload === undefined) return;
    this.invoking = true;
    const started = performance.now();
    try {
      const { result, traceId } = await this.client.invoke<JsonValue>(this.selected, payload);
      this.outcome = { ok: true, result, ms: performance.now() - started, traceId };
    } catch (error) {
      const e = error as ApiError;
      this.outcome = {
        ok: false,
        code: e instanceof ApiError ? e.code : 'error',
        message: e.message,
        stack: e instanceof ApiError ? e.stacktrace : undefined,
        ms: performance.now() - started,
        traceId: e instanceof ApiError ? e.traceId : undefined,
      };
    } finally {
      this.invoking = false;
    }
  }

  private renderList(answer: FunctionsAnswer) {
    const q = this.query.toLowerCase();
    if (answer !== this.sortedFrom || q !== this.sortedQuery) {
      this.sortedFrom = answer;
      this.sortedQuery = q;
      this.sorted = answer.functions
        .filter((fn) => fn.function_id.toLowerCase().includes(q))
        .sort((a, b) => (a.function_id < b.function_id ? -1 : a.function_id > b.function_id ? 1 : 0));
    }
    const row = (fn: EngineFunctionSummary) => {
      const [total, errors] = this.calls.get(fn.function_id) ?? [0, 0];
      const status =
        errors > 0
          ? html`<span class="badge err">${errors} errors / ${total}</span>`
          : total > 0
            ? html`<span class="badge ok">${total} ok</span>`
            : html`<span class="badge">idle</span>`;
      return html`<span title=${fn.description ?? ''}><code>${fn.function_id}</code></span>
        <span class="hide-narrow">${fn.worker_name}</span><span>${status}</span>`;
    };
    const count = `${this.sorted.length} of ${answer.functions.length} functions`;
    return html`<p class="muted" id="function-count">${count}</p>
      <div class="list-head" aria-hidden="true">
        <span>Function</span><span class="hide-narrow">Worker</span><span>Status</span>
      </div>
      <svc-virtual-list
        label="Functions"
        row-height="36"
        .items=${this.sorted}
        .keyOf=${(fn: EngineFunctionSummary) => fn.function_id}
        .renderItem=${row}
        .selected=${this.selected}
        @select=${(e: CustomEvent<{ key: string }>) => setParams({ fn: e.detail.key }, true)}
      ></svc-virtual-list>`;
  }

  private renderOutcome() {
    const outcome = this.outcome;
    if (!outcome) return '';
    const ms = `${outcome.ms.toFixed(1)} ms`;
    const id = outcome.traceId;
    const trace = id
      ? html` · <a id="trace-link" href=${`${this.client.base}/traces/${id}`}>trace ${id.slice(0, 8)}</a>`
      : html` · <span class="muted">no trace recorded</span>`;
    return outcome.ok
      ? html`<div class="result" id="invoke-result">
          <span class="badge ok">Success</span> <span class="muted">${ms}</span>${trace}
          <pre>${JSON.stringify(outcome.result, null, 2)}</pre>
        </div>`
      : html`<div class="result" id="invoke-result" role="alert">
          <span class="badge err">Error</span> <code>${outcome.code}</code> <span class="muted">${ms}</span>${trace}
          <p class="error">${outcome.message}</p>
          ${outcome.stack ? html`<details><summary>Stack</summary><pre>${outcome.stack}</pre></details>` : ''}
        </div>`;
  }

  private renderDetail(fn: FunctionDetailAnswer) {
    const schema = fn.request_schema ?? undefined;
    const start = JSON.stringify(schema === undefined ? {} : sampleFor(schema), null, 2);
    return html`<h2><code>${fn.function_id}</code></h2>
      <p class="muted">${fn.description ?? ''}</p>
      <dl>
        <dt>Worker</dt>
        <dd>${fn.worker_name}</dd>
        <dt>Triggers</dt>
        <dd>
          ${
            fn.registered_triggers.length === 0
              ? 'none'
              : fn.registered_triggers.map(
                  (t) => html`<a href=${`/triggers?id=${encodeURIComponent(t.id)}`}>${t.trigger_type}</a> `,
                )
          }
        </dd>
      </dl>
      ${
        schema !== undefined
          ? html`<details>
            <summary>Request schema</summary>
            <pre>${JSON.stringify(schema, null, 2)}</pre>
          </details>`
          : ''
      }
      <h2>Invoke</h2>
      <svc-json-editor
        label="Payload (JSON)"
        .value=${start}
        .schema=${schema}
        @change=${() => this.requestUpdate()}
      ></svc-json-editor>
      <div class="toolbar" style="margin-top: 8px">
        <button class="primary" id="invoke" ?disabled=${this.invoking} @click=${this.invoke}>
          ${this.invoking ? 'Invoking…' : 'Invoke'}
        </button>
      </div>
      ${this.renderOutcome()}`;
  }

  override render() {
    return html`<h1>Functions</h1>
      <div class="toolbar">
        <input
          type="search"
          placeholder="Search functions"
          aria-label="Search functions by name"
          .value=${this.query}
          @input=${(e: Event) => setParams({ q: (e.target as HTMLInputElement).value })}
        />
        <button @click=${() => this.reload()} aria-label="Reload functions">Refresh</button>
      </div>
      <div class="split ${this.stale ? 'stale' : ''}">
        <div>${renderLoad(this.list, (answer) => this.renderList(answer))}</div>
        <aside class="panel" aria-label="Function detail">
          ${
            this.selected
              ? renderLoad(this.detail, (fn) => this.renderDetail(fn))
              : html`<p class="muted">Select a function to see it and invoke it.</p>`
          }
        </aside>
      </div>`;
  }
}
customElements.define('svc-functions-page', SvcFunctionsPage);
