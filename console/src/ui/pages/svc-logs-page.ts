/**
 * `<svc-logs-page>`: log records, newest first, with a live tail from the `logs` group of
 * `svc:live` that pauses while the user scrolls down (new records are counted, not shown, until
 * they come back to the top or press Resume); the records are read again when the feed joins.
 * Filters: levels, time range, full-text search, trace id, and a service from the source
 * breakdown. A record's trace id opens its trace; its attributes open as JSON.
 */
import type { ObservabilityLogsListOutput, ObservabilityStoredLog } from '@svc/protocol';
import { css, html, nothing } from 'lit';
import '../elements/svc-log-sources.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { RANGE_CHOICES, windowOf } from '../traces/filters.js';
import {
  chosenLevels,
  LEVELS,
  type Level,
  type LogFilters,
  levelBadge,
  levelOf,
  logKey,
  logPasses,
  logsInput,
  prependLogs,
} from '../traces/logs.js';
import { nsToMs } from '../traces/model.js';
import { getParam, setParams } from '../url-state.js';

/** Records loaded at first. */
const FIRST_PAGE = 200;
/** Records kept on the page (and waiting while paused); older ones drop off the bottom. */
export const MAX_ROWS = 1000;

const PARAMS: Record<keyof LogFilters, string> = {
  levels: 'levels',
  q: 'q',
  traceId: 'trace_id',
  service: 'service',
  range: 'range',
  from: 'from',
  to: 'to',
};

const time = (log: ObservabilityStoredLog) => {
  const d = new Date(nsToMs(log.timestamp_unix_nano));
  return `${d.toLocaleTimeString([], { hour12: false })}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

/** The logs page. */
export class SvcLogsPage extends PageElement {
  static override properties = { answer: { state: true }, paused: { state: true }, waiting: { state: true } };
  declare answer: Load<ObservabilityLogsListOutput>;
  /** Why the tail is paused: the user scrolled, pressed Pause, or not at all. */
  declare paused: '' | 'scroll' | 'manual';
  /** Records that came while paused, newest first. */
  declare waiting: ObservabilityStoredLog[];
  private filters = {} as LogFilters;
  private key = '';
  private stopLive?: () => void;
  private searchTimer?: ReturnType<typeof setTimeout>;
  private missed = 0;
  /** The feed joined while paused: what is shown is read again when the tail resumes. */
  private readOnResume = false;

  static override styles = [
    pageStyles,
    css`
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 240px;
        gap: 16px;
      }
      .logs {
        max-height: 66vh;
        overflow: auto;
        overflow-anchor: none;
        border: 1px solid var(--border);
        border-radius: 8px;
      }
      .log {
        display: grid;
        grid-template-columns: 96px 56px 120px minmax(0, 1fr) auto;
        gap: 8px;
        padding: 4px 8px;
        border-bottom: 1px solid var(--border);
        font-size: 13px;
        align-items: baseline;
      }
      .log .when {
        font-family: var(--mono);
        font-size: 12px;
        color: var(--muted);
      }
      .log .source {
        color: var(--muted);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .log details {
        grid-column: 4 / 6;
      }
      .levels {
        display: flex;
        gap: 4px;
      }
      .layout aside {
        align-self: start;
      }
      .levels button[aria-pressed='true'] {
        background: var(--accent);
        color: var(--accent-fg);
        border-color: var(--accent);
      }
      .tail {
        font-size: 12px;
      }
      @media (max-width: 900px) {
        .layout {
          grid-template-columns: 1fr;
        }
        .log {
          grid-template-columns: 90px 50px minmax(0, 1fr);
        }
        .log .source {
          display: none;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.answer = { status: 'idle' };
    this.paused = '';
    this.waiting = [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Once the feed is joined (its `sync`, also after a reconnect) every new record comes through
    // it: what was read before is read again (when the tail resumes, if it is paused), or a record
    // written in between would be missing.
    this.stopLive = this.client.live.subscribe('logs', (event) => {
      if (event.type === 'sync') {
        if (!this.hasUpdated) return;
        if (this.paused) this.readOnResume = true;
        else this.reload();
        return;
      }
      if (event.data === null) return;
      const data = event.data as { logs?: ObservabilityStoredLog[]; dropped?: number };
      this.onLive(data.logs ?? [], data.dropped ?? 0);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLive?.();
    clearTimeout(this.searchTimer);
  }

  protected override readUrl(): void {
    const filters = Object.fromEntries(
      Object.entries(PARAMS).map(([key, param]) => [key, getParam(param)]),
    ) as unknown as LogFilters;
    const key = JSON.stringify(filters);
    this.filters = filters;
    if (key === this.key) return;
    this.key = key;
    if (this.hasUpdated) this.reload();
  }

  private input() {
    return logsInput(this.filters, windowOf(this.filters, Date.now()), FIRST_PAGE);
  }

  protected override reload(): void {
    this.readOnResume = false;
    this.waiting = [];
    this.missed = 0;
    const input = this.input();
    void load(
      this.answer,
      () => this.client.post<ObservabilityLogsListOutput>('/otel/logs', input),
      (next) => (this.answer = next),
    );
  }

  private onLive(logs: ObservabilityStoredLog[], dropped: number): void {
    if (this.answer.status !== 'done') return;
    const input = this.input();
    const passing = logs.filter((log) => logPasses(log, input));
    if (passing.length === 0 && dropped === 0) return;
    if (this.paused) {
      const merged = prependLogs(this.waiting, passing, MAX_ROWS);
      this.missed += passing.length - merged.added + dropped;
      this.waiting = merged.list;
      return;
    }
    this.show(passing, dropped);
  }

  /** Puts records on top of the list and counts them in the total and by service. */
  private show(logs: ObservabilityStoredLog[], dropped = 0): void {
    if (this.answer.status !== 'done') return;
    const answer = this.answer.value;
    const { list, added } = prependLogs(answer.logs, logs, MAX_ROWS);
    const services = { ...answer.services };
    for (const log of logs.slice(0, added)) services[log.service_name] = (services[log.service_name] ?? 0) + 1;
    this.answer = { ...this.answer, value: { ...answer, logs: list, total: answer.total + added + dropped, services } };
  }

  private readonly onScroll = (event: Event): void => {
    const top = (event.target as HTMLElement).scrollTop;
    if (top > 8 && !this.paused) this.paused = 'scroll';
    else if (top <= 8 && this.paused === 'scroll') this.resume();
  };

  private resume(): void {
    this.paused = '';
    if (this.readOnResume) this.reload();
    else {
      const waiting = this.waiting;
      this.waiting = [];
      this.show(waiting, this.missed);
      this.missed = 0;
    }
    const scroller = this.renderRoot.querySelector<HTMLElement>('.logs');
    if (scroller) scroller.scrollTop = 0;
  }

  private toggleLevel(level: Level): void {
    const levels = new Set(chosenLevels(this.filters));
    if (levels.has(level)) levels.delete(level);
    else levels.add(level);
    setParams({ levels: LEVELS.filter((l) => levels.has(l)).join(',') });
  }

  private typed(param: string, value: string): void {
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => setParams({ [param]: value }), 300);
  }

  private renderToolbar() {
    const f = this.filters;
    const levels = chosenLevels(f);
    return html`<div class="toolbar" role="search" aria-label="Log filters">
      <div class="levels" role="group" aria-label="Levels">
        ${LEVELS.map(
          (level) => html`<button data-level=${level} aria-pressed=${levels.includes(level) ? 'true' : 'false'}
            @click=${() => this.toggleLevel(level)}>${level}</button>`,
        )}
      </div>
      <label
        >Time range
        <select id="l-range" @change=${(e: Event) => setParams({ range: (e.target as HTMLSelectElement).value })}>
          ${RANGE_CHOICES.map(
            ([value, text]) => html`<option value=${value} ?selected=${f.range === value}>${text}</option>`,
          )}
        </select></label
      >
      ${
        f.range === 'custom'
          ? html`<label>From <input id="l-from" type="datetime-local" .value=${f.from}
                @change=${(e: Event) => setParams({ from: (e.target as HTMLInputElement).value })} /></label>
              <label>To <input id="l-to" type="datetime-local" .value=${f.to}
                @change=${(e: Event) => setParams({ to: (e.target as HTMLInputElement).value })} /></label>`
          : nothing
      }
      <label>Search <input id="l-search" type="search" placeholder="text in message or attributes" .value=${f.q}
        @input=${(e: Event) => this.typed('q', (e.target as HTMLInputElement).value)} /></label>
      <label>Trace ID <input id="l-trace" placeholder="exact id" .value=${f.traceId}
        @input=${(e: Event) => this.typed('trace_id', (e.target as HTMLInputElement).value)} /></label>
      <button id="pause" @click=${() => (this.paused ? this.resume() : (this.paused = 'manual'))}>
        ${this.paused ? 'Resume' : 'Pause'}
      </button>
      <span class="tail" id="tail" aria-live="polite"
        >${
          this.paused
            ? html`<span class="badge warn">paused</span> ${this.waiting.length + this.missed} new`
            : html`<span class="badge ok">live</span>`
        }</span
      >
    </div>`;
  }

  private renderLog(log: ObservabilityStoredLog) {
    const level = levelOf(log);
    const attributes = Object.keys(log.attributes).length;
    const badge = levelBadge(level);
    const trace = log.trace_id
      ? html`<a class="trace-link" href=${`/traces/${log.trace_id}${log.span_id ? `?span=${log.span_id}` : ''}`}
          title="Open this trace"><code>${log.trace_id.slice(0, 12)}</code></a>`
      : html`<span></span>`;
    return html`<div class="log" data-key=${logKey(log)} data-level=${level}>
      <span class="when" title=${new Date(nsToMs(log.timestamp_unix_nano)).toISOString()}>${time(log)}</span>
      <span class=${badge}>${level}</span>
      <span class="source">${log.service_name}</span>
      <span class="body">${log.body}</span>
      ${trace}
      ${
        attributes > 0
          ? html`<details>
            <summary>+${attributes} attributes</summary>
            <pre tabindex="0">${JSON.stringify(log.attributes, null, 2)}</pre>
          </details>`
          : nothing
      }
    </div>`;
  }

  private renderAnswer(answer: ObservabilityLogsListOutput) {
    return html`<div class="layout">
      <div>
        <p class="muted" id="log-count">${answer.logs.length} shown of ${answer.total} matching</p>
        <div class="logs data" role="region" aria-label="Log records" tabindex="0" @scroll=${this.onScroll}>
          ${answer.logs.map((log) => this.renderLog(log))}
          ${answer.logs.length === 0 ? html`<p class="muted" style="padding: 8px">No log records match.</p>` : nothing}
        </div>
      </div>
      <aside class="panel" aria-label="Sources">
        <h2>Sources</h2>
        <svc-log-sources
          .services=${answer.services ?? {}}
          selected=${this.filters.service}
          @source-select=${(e: CustomEvent<{ service: string }>) => setParams({ service: e.detail.service })}
        ></svc-log-sources>
      </aside>
    </div>`;
  }

  override render() {
    return html`<h1>Logs</h1>
      ${this.renderToolbar()}
      <div class=${this.stale ? 'stale' : ''}>${renderLoad(this.answer, (answer) => this.renderAnswer(answer))}</div>`;
  }
}
customElements.define('svc-logs-page', SvcLogsPage);
