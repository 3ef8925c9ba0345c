/**
 * `<svc-triggers-page>`: trigger bindings grouped by kind, with a tab per kind and the total
 * (`?type=`), columns Type, Function, Path/Config and Status (active, error with its reason,
 * inactive), in a virtualised list. Selecting one (`?id=`) shows its config and its action: the request builder for
 * HTTP, Trigger Now for cron, Emit for events.
 */
import { css, html } from 'lit';
import type { ConsoleTrigger, JsonValue, TriggersAnswer } from '../api-types.js';
import type { SvcJsonEditor } from '../elements/svc-json-editor.js';
import { ApiError } from '../engine-client.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { configLine, kindLabel, sortKinds } from '../trigger-kinds.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-json-editor.js';
import '../elements/svc-request-builder.js';
import '../elements/svc-virtual-list.js';

const cfg = (trigger: ConsoleTrigger, key: string): string => {
  const config = trigger.config as { [key: string]: JsonValue } | null;
  const value = config?.[key];
  return typeof value === 'string' ? value : '';
};

/** The triggers page. */
export class SvcTriggersPage extends PageElement {
  static override properties = {
    list: { state: true },
    kind: { state: true },
    selected: { state: true },
    action: { state: true },
    busy: { state: true },
  };
  declare list: Load<TriggersAnswer>;
  declare kind: string;
  declare selected: string;
  declare action: { ok: boolean; text: string } | undefined;
  declare busy: boolean;
  static override styles = [
    pageStyles,
    css`
      svc-virtual-list,
      .list-head {
        --list-columns: 90px minmax(0, 1fr) minmax(0, 1fr) 110px;
      }
      @media (max-width: 760px) {
        svc-virtual-list,
        .list-head {
          --list-columns: 80px minmax(0, 1fr) 100px;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.list = { status: 'idle' };
    this.kind = '';
    this.selected = '';
    this.busy = false;
  }

  protected override readUrl(): void {
    this.kind = getParam('type');
    const selected = getParam('id');
    if (selected !== this.selected) this.action = undefined;
    this.selected = selected;
  }

  protected override reload(): void {
    void load(
      this.list,
      () => this.client.get<TriggersAnswer>('/triggers'),
      (next) => (this.list = next),
    );
  }

  private async run(call: () => Promise<unknown>): Promise<void> {
    this.busy = true;
    try {
      const result = await call();
      this.action = { ok: true, text: JSON.stringify(result, null, 2) };
    } catch (error) {
      const code = error instanceof ApiError ? `${error.code}: ` : '';
      this.action = { ok: false, text: `${code}${(error as Error).message}` };
    } finally {
      this.busy = false;
    }
  }

  private renderAction(trigger: ConsoleTrigger) {
    if (trigger.trigger_type === 'http') {
      return html`<h2>Send a request</h2>
        <svc-request-builder
          .client=${this.client}
          path=${cfg(trigger, 'api_path') || '/'}
          method=${(cfg(trigger, 'http_method') || 'GET').toUpperCase()}
        ></svc-request-builder>`;
    }
    if (trigger.trigger_type === 'cron') {
      return html`<button
        class="primary"
        id="trigger-now"
        ?disabled=${this.busy}
        @click=${() => this.run(() => this.client.post('/cron/trigger', { trigger_id: trigger.id }))}
      >
        Trigger Now
      </button>`;
    }
    if (trigger.trigger_type === 'event' || trigger.trigger_type === 'subscribe') {
      const topic = cfg(trigger, 'topic');
      const emit = () => {
        const editor = this.renderRoot.querySelector('#emit-payload') as SvcJsonEditor;
        const data = editor.parsed;
        const name = (this.renderRoot.querySelector('#emit-topic') as HTMLInputElement).value;
        if (data === undefined) return;
        void this.run(() => this.client.post('/emit', { topic: name, data }));
      };
      return html`<h2>Emit an event</h2>
        <label>Event name <input id="emit-topic" aria-label="Event name" .value=${topic} /></label>
        <svc-json-editor id="emit-payload" label="Event payload (JSON)" value="{}"></svc-json-editor>
        <button class="primary" id="emit" ?disabled=${this.busy} @click=${emit}>Emit</button>`;
    }
    return '';
  }

  private renderDetail(trigger: ConsoleTrigger) {
    return html`<h2>${kindLabel(trigger.trigger_type)} → <code>${trigger.function_id}</code></h2>
      <dl>
        <dt>Id</dt>
        <dd><code>${trigger.id}</code></dd>
        <dt>Worker</dt>
        <dd>${trigger.worker_name}</dd>
        <dt>Status</dt>
        <dd>${this.status(trigger)}</dd>
      </dl>
      <h2>Config</h2>
      <pre>${JSON.stringify(trigger.config, null, 2)}</pre>
      ${this.renderAction(trigger)}
      ${
        this.action
          ? html`<div id="action-result" role=${this.action.ok ? 'status' : 'alert'}>
            <span class=${this.action.ok ? 'badge ok' : 'badge err'}>${this.action.ok ? 'Done' : 'Failed'}</span>
            <pre>${this.action.text}</pre>
          </div>`
          : ''
      }`;
  }

  private status(trigger: ConsoleTrigger) {
    const status = trigger.console_status ?? (trigger.status === 'active' ? 'active' : 'inactive');
    if (status === 'active') return html`<span class="badge ok">Active</span>`;
    if (status === 'error')
      return html`<span class="badge err" title=${trigger.reason ?? ''}>Error</span> ${trigger.reason}`;
    return html`<span class="badge warn">Inactive</span>`;
  }

  private renderList(answer: TriggersAnswer) {
    const kinds = sortKinds([...new Set(answer.triggers.map((t) => t.trigger_type))]);
    const shown = answer.triggers.filter((t) => this.kind === '' || t.trigger_type === this.kind);
    const count = (kind: string) => answer.triggers.filter((t) => t.trigger_type === kind).length;
    const tab = (kind: string, label: string, n: number) =>
      html`<button role="tab" aria-selected=${this.kind === kind ? 'true' : 'false'}
        @click=${() => setParams({ type: kind }, true)}>${label} (${n})</button>`;
    return html`<div class="tabs" role="tablist" aria-label="Trigger kinds">
        ${tab('', 'All', answer.triggers.length)} ${kinds.map((kind) => tab(kind, kindLabel(kind), count(kind)))}
      </div>
      <div class="list-head" aria-hidden="true">
        <span>Type</span><span>Function</span><span class="hide-narrow">Path / Config</span><span>Status</span>
      </div>
      <svc-virtual-list
        label="Triggers"
        row-height="36"
        .items=${shown}
        .keyOf=${(t: ConsoleTrigger) => t.id}
        .renderItem=${(t: ConsoleTrigger) =>
          html`<span><span class="badge" data-type=${t.trigger_type}>${kindLabel(t.trigger_type)}</span></span>
            <span><code>${t.function_id}</code></span>
            <span class="hide-narrow"><code>${configLine(t.trigger_type, t.config, t.config_summary)}</code></span>
            <span title=${t.reason ?? ''}>${this.status(t)}</span>`}
        .selected=${this.selected}
        @select=${(e: CustomEvent<{ key: string }>) => setParams({ id: e.detail.key }, true)}
      ></svc-virtual-list>`;
  }

  override render() {
    const selected =
      this.list.status === 'done' || 'value' in this.list
        ? (this.list as { value?: TriggersAnswer }).value?.triggers.find((t) => t.id === this.selected)
        : undefined;
    return html`<h1>Triggers</h1>
      <div class="split ${this.stale ? 'stale' : ''}">
        <div>${renderLoad(this.list, (answer) => this.renderList(answer))}</div>
        <aside class="panel" aria-label="Trigger detail">
          ${selected ? this.renderDetail(selected) : html`<p class="muted">Select a trigger.</p>`}
        </aside>
      </div>`;
  }
}
customElements.define('svc-triggers-page', SvcTriggersPage);
