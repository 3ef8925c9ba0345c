/**
 * `<svc-workers-page>`: the connected workers (runtime, version, functions, active invocations,
 * connected since), reloaded when the live feed says workers came or went; `?worker=` shows one
 * with its functions, trigger types and triggers.
 */
import { html } from 'lit';
import type { WorkerDetailAnswer, WorkersAnswer } from '../api-types.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { ago } from '../time-format.js';
import { getParam, setParams } from '../url-state.js';

/** The workers page. */
export class SvcWorkersPage extends PageElement {
  static override properties = { list: { state: true }, detail: { state: true }, selected: { state: true } };
  declare list: Load<WorkersAnswer>;
  declare detail: Load<WorkerDetailAnswer>;
  declare selected: string;
  static override styles = pageStyles;
  private stopLive?: () => void;
  private timer?: ReturnType<typeof setTimeout>;

  constructor() {
    super();
    this.list = { status: 'idle' };
    this.detail = { status: 'idle' };
    this.selected = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A join's `sync` reloads too: a worker that came or went before the group was joined is not
    // among the changes sent after it.
    this.stopLive = this.client.live.subscribe('registry', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.reload(), 150);
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLive?.();
    clearTimeout(this.timer);
  }

  protected override readUrl(): void {
    const selected = getParam('worker');
    if (selected === this.selected) return;
    this.selected = selected;
    if (this.hasUpdated) this.loadDetail();
  }

  protected override reload(): void {
    void load(
      this.list,
      () => this.client.get<WorkersAnswer>('/workers'),
      (next) => (this.list = next),
    );
    this.loadDetail();
  }

  private loadDetail(): void {
    if (!this.selected) return;
    const name = this.selected;
    void load(
      { status: 'idle' },
      () => this.client.get<WorkerDetailAnswer>(`/workers/${encodeURIComponent(name)}`),
      (next) => {
        if (this.selected === name) this.detail = next;
      },
    );
  }

  private renderList(answer: WorkersAnswer) {
    const select = (name: string) => setParams({ worker: name }, true);
    return html`<table class="data" aria-label="Workers">
      <thead>
        <tr>
          <th>Worker</th>
          <th>Runtime</th>
          <th>Functions</th>
          <th>Active</th>
          <th class="hide-narrow">Connected</th>
        </tr>
      </thead>
      <tbody>
        ${answer.workers.map(
          (w) => html`<tr
            tabindex="0"
            data-name=${w.name}
            class=${w.name === this.selected ? 'selected' : ''}
            @click=${() => select(w.name)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && select(w.name)}
          >
            <td>
              <span class=${w.status === 'busy' ? 'badge warn' : 'badge ok'}>${w.status}</span> ${w.name}
              <br /><span class="muted">${w.description ?? ''}</span>
            </td>
            <td>${w.runtime}${w.version ? ` ${w.version}` : ''}</td>
            <td>${w.function_count}</td>
            <td>${w.active_invocations}</td>
            <td class="hide-narrow" title=${new Date(w.connected_at_ms).toISOString()}>${ago(w.connected_at_ms)}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderDetail(info: WorkerDetailAnswer) {
    const w = info.worker;
    return html`<h2>${w.name}</h2>
      <dl>
        <dt>Id</dt>
        <dd><code>${w.id}</code></dd>
        <dt>Runtime</dt>
        <dd>${w.runtime} ${w.version ?? ''}</dd>
        <dt>OS</dt>
        <dd>${w.os ?? '—'}</dd>
        <dt>Status</dt>
        <dd>${w.status}</dd>
        <dt>Connected</dt>
        <dd>${new Date(w.connected_at_ms).toLocaleString()}</dd>
      </dl>
      <h2>Functions (${info.functions.length})</h2>
      <ul>
        ${info.functions.map(
          (f) => html`<li><a href=${`/functions?fn=${encodeURIComponent(f.function_id)}`}>${f.function_id}</a></li>`,
        )}
      </ul>
      <h2>Trigger types (${info.trigger_types.length})</h2>
      <ul>
        ${info.trigger_types.map(
          (t) => html`<li><code>${t.id}</code> <span class="muted">${t.description}</span></li>`,
        )}
      </ul>
      <h2>Triggers (${info.registered_triggers.length})</h2>
      <ul>
        ${info.registered_triggers.map(
          (t) =>
            html`<li><a href=${`/triggers?id=${encodeURIComponent(t.id)}`}>${t.trigger_type}</a> → ${t.function_id}
              <span class="muted">${t.config_summary}</span></li>`,
        )}
      </ul>`;
  }

  override render() {
    return html`<h1>Workers</h1>
      <div class="split ${this.stale ? 'stale' : ''}">
        <div>${renderLoad(this.list, (answer) => this.renderList(answer))}</div>
        <aside class="panel" aria-label="Worker detail">
          ${
            this.selected
              ? renderLoad(this.detail, (info) => this.renderDetail(info))
              : html`<p class="muted">Select a worker.</p>`
          }
        </aside>
      </div>`;
  }
}
customElements.define('svc-workers-page', SvcWorkersPage);
