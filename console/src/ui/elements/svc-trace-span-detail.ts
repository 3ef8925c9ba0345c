/**
 * `<svc-trace-span-detail>`: one span in tabs. Info (name, service, duration, status, ids),
 * Tags (every attribute, filterable), Logs (its events and the log records written in it),
 * Errors (messages, types, stacks) and Baggage. It opens on Errors when the span failed.
 * Fires `span-select` for the parent link.
 */
import type { ObservabilityStoredLog } from '@svc/protocol';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { pageStyles } from '../styles.js';
import { levelBadge, levelOf } from '../traces/logs.js';
import { nsToMs, type Span, type Trace } from '../traces/model.js';
import { groupAttributes, spanBaggage, spanErrors } from '../traces/span-info.js';
import { formatDuration } from '../traces/waterfall.js';

const TABS = ['info', 'tags', 'logs', 'errors', 'baggage'] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = { info: 'Info', tags: 'Tags', logs: 'Logs', errors: 'Errors', baggage: 'Baggage' };

/** The span detail panel. */
export class SvcTraceSpanDetail extends LitElement {
  static override properties = {
    span: { attribute: false },
    trace: { attribute: false },
    logs: { attribute: false },
    tab: { state: true },
    tagFilter: { state: true },
  };
  declare span: Span | undefined;
  declare trace: Trace | undefined;
  /** The log records of the trace; those of this span are shown. */
  declare logs: ObservabilityStoredLog[];
  declare tab: Tab;
  declare tagFilter: string;

  static override styles = [
    pageStyles,
    css`
      :host {
        display: block;
      }
      h2 {
        margin-top: 0;
        overflow-wrap: anywhere;
      }
      .offset {
        color: var(--muted);
        font-family: var(--mono);
        font-size: 12px;
      }
      ul.events {
        list-style: none;
        padding: 0;
        margin: 0;
      }
      ul.events li {
        border-bottom: 1px solid var(--border);
        padding: 6px 0;
      }
      .group {
        color: var(--muted);
        font-size: 11px;
        text-transform: uppercase;
        margin: 8px 0 2px;
      }
    `,
  ];

  constructor() {
    super();
    this.logs = [];
    this.tab = 'info';
    this.tagFilter = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('span') && this.span?.id !== (changed.get('span') as Span | undefined)?.id) {
      this.tab = this.span?.status === 'error' ? 'errors' : 'info';
    }
  }

  private spanLogs(span: Span): ObservabilityStoredLog[] {
    return this.logs
      .filter((log) => log.span_id === span.id)
      .sort((a, b) => a.timestamp_unix_nano - b.timestamp_unix_nano);
  }

  private offset(ms: number, span: Span): string {
    return `+${formatDuration(Math.max(0, ms - span.startMs))}`;
  }

  private renderInfo(span: Span) {
    const trace = this.trace;
    const share = trace && trace.durationMs > 0 ? ((span.durationMs / trace.durationMs) * 100).toFixed(1) : '100';
    const parent = span.parentId === undefined ? undefined : trace?.byId.get(span.parentId);
    return html`<dl id="span-info">
      <dt>Name</dt>
      <dd>${span.name}</dd>
      <dt>Service</dt>
      <dd>${span.service}</dd>
      <dt>Duration</dt>
      <dd>${formatDuration(span.durationMs)}${span.pending ? ' so far (pending)' : ''} · ${share}% of the trace</dd>
      <dt>Status</dt>
      <dd>
        <span class=${span.status === 'error' ? 'badge err' : span.pending ? 'badge warn' : 'badge ok'}
          >${span.pending ? 'pending' : span.status}</span
        >
        ${span.message ?? ''}
      </dd>
      <dt>Start</dt>
      <dd>${new Date(span.startMs - span.skewMs).toISOString()}</dd>
      ${span.kind ? html`<dt>Kind</dt><dd>${span.kind}</dd>` : nothing}
      <dt>Trace id</dt>
      <dd><code>${span.traceId}</code></dd>
      <dt>Span id</dt>
      <dd><code>${span.id}</code></dd>
      <dt>Parent</dt>
      <dd>
        ${
          parent
            ? html`<button
              id="goto-parent"
              @click=${() =>
                this.dispatchEvent(
                  new CustomEvent('span-select', { detail: { id: parent.id }, bubbles: true, composed: true }),
                )}
            >
              ${parent.name}
            </button>`
            : span.parentId
              ? html`<code>${span.parentId}</code> <span class="muted">(not in this trace)</span>`
              : html`<span class="muted">none (root)</span>`
        }
      </dd>
      ${
        span.skewMs !== 0
          ? html`<dt>Clock skew</dt>
            <dd>
              drawn ${formatDuration(Math.abs(span.skewMs))} ${span.skewMs > 0 ? 'later' : 'earlier'} than reported
            </dd>`
          : nothing
      }
    </dl>`;
  }

  private renderTags(span: Span) {
    const filter = this.tagFilter.toLowerCase();
    const all = Object.keys(span.attributes).length;
    const groups = groupAttributes(span.attributes)
      .map(
        ([group, pairs]) =>
          [group, pairs.filter(([k, v]) => !filter || `${k} ${v}`.toLowerCase().includes(filter))] as const,
      )
      .filter(([, pairs]) => pairs.length > 0);
    const shown = groups.reduce((n, [, pairs]) => n + pairs.length, 0);
    return html`<input
        type="search"
        aria-label="Filter attributes"
        placeholder="Filter attributes"
        .value=${this.tagFilter}
        @input=${(e: Event) => (this.tagFilter = (e.target as HTMLInputElement).value)}
      />
      <span class="muted">${shown} of ${all} attributes</span>
      ${groups.map(
        ([group, pairs]) => html`<div class="group">${group}</div>
          <dl>
            ${pairs.map(([k, v]) => html`<dt>${k}</dt><dd><code>${v}</code></dd>`)}
          </dl>`,
      )}`;
  }

  private renderLogs(span: Span) {
    const logs = this.spanLogs(span);
    if (span.events.length === 0 && logs.length === 0)
      return html`<p class="muted">No span events or log records in this span.</p>`;
    return html`<ul class="events" id="span-logs">
      ${span.events.map(
        (event) => html`<li data-event=${event.name}>
          <span class="offset">${this.offset(event.timeMs, span)}</span>
          <span class=${event.name === 'exception' ? 'badge err' : 'badge'}>event</span> ${event.name}
          ${
            Object.keys(event.attributes).length > 0
              ? html`<pre tabindex="0">${JSON.stringify(event.attributes, null, 2)}</pre>`
              : nothing
          }
        </li>`,
      )}
      ${logs.map((log) => {
        const level = levelOf(log);
        return html`<li data-log>
          <span class="offset">${this.offset(nsToMs(log.timestamp_unix_nano) + span.skewMs, span)}</span>
          <span class=${levelBadge(level)}
            >${level}</span
          >
          ${log.body}
          ${
            Object.keys(log.attributes).length > 0
              ? html`<details>
                <summary>${Object.keys(log.attributes).length} attributes</summary>
                <pre tabindex="0">${JSON.stringify(log.attributes, null, 2)}</pre>
              </details>`
              : nothing
          }
        </li>`;
      })}
    </ul>`;
  }

  private renderErrors(span: Span) {
    const errors = spanErrors(span);
    if (errors.length === 0) return html`<p class="muted">No errors in this span.</p>`;
    return html`<div id="span-errors">
      ${errors.map(
        (error) => html`<div class="panel" style="margin-bottom: 8px">
          <p class="error"><strong>${error.type ?? 'Error'}</strong>: ${error.message}</p>
          ${error.stack ? html`<pre tabindex="0">${error.stack}</pre>` : nothing}
          <span class="muted">from the span's ${error.source === 'event' ? 'exception event' : error.source}</span>
        </div>`,
      )}
    </div>`;
  }

  private renderBaggage(span: Span) {
    const baggage = spanBaggage(span);
    if (baggage.length === 0) return html`<p class="muted">No baggage reached this span.</p>`;
    return html`<dl id="span-baggage">${baggage.map(([k, v]) => html`<dt>${k}</dt><dd><code>${v}</code></dd>`)}</dl>`;
  }

  private count(tab: Tab, span: Span): string {
    if (tab === 'logs') return ` (${span.events.length + this.spanLogs(span).length})`;
    if (tab === 'errors') return ` (${spanErrors(span).length})`;
    if (tab === 'baggage') return ` (${spanBaggage(span).length})`;
    if (tab === 'tags') return ` (${Object.keys(span.attributes).length})`;
    return '';
  }

  override render() {
    const span = this.span;
    if (!span) return html`<p class="muted">Select a span.</p>`;
    const body = {
      info: () => this.renderInfo(span),
      tags: () => this.renderTags(span),
      logs: () => this.renderLogs(span),
      errors: () => this.renderErrors(span),
      baggage: () => this.renderBaggage(span),
    }[this.tab];
    return html`<h2>${span.name}</h2>
      <div class="tabs" role="tablist" aria-label="Span detail">
        ${TABS.map(
          (tab) => html`<button
            role="tab"
            data-tab=${tab}
            aria-selected=${tab === this.tab ? 'true' : 'false'}
            @click=${() => (this.tab = tab)}
          >
            ${LABELS[tab]}${this.count(tab, span)}
          </button>`,
        )}
      </div>
      <div role="tabpanel" aria-label=${LABELS[this.tab]}>${body()}</div>`;
  }
}
customElements.define('svc-trace-span-detail', SvcTraceSpanDetail);
