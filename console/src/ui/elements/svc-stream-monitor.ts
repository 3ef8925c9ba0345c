/**
 * `<svc-stream-monitor>`: a live monitor of the stream socket (through the console server's
 * `/ws/live` pipe). Join and leave a stream, a group or one item; every frame in and out is kept
 * in a bounded ring (`ring-size`, 500 by default) and shown newest first in the tabs All /
 * Inbound / Outbound, with counters, pause and resume, and the engine's `svc:*` streams hidden
 * unless asked for. The socket reconnects (1 s doubling to 5 s) and joins again.
 */
import { css, html, LitElement } from 'lit';
import type { JsonValue } from '../api-types.js';
import {
  clockTime,
  type Direction,
  inboundMessage,
  isSystemStream,
  type StreamMessage,
  StreamRing,
  type Subscription,
  subscriptionLabel,
} from '../stream-ring.js';
import { pageStyles } from '../styles.js';

/** How a direction is shown. */
const ARROWS: Record<Direction, string> = { inbound: '↓ in', outbound: '↑ out', system: '• sys' };

/** Rows drawn at once; the ring may hold more. */
const MAX_ROWS = 200;

/** The monitor. */
export class SvcStreamMonitor extends LitElement {
  static override properties = {
    url: { type: String },
    streams: { attribute: false },
    ringSize: { type: Number, attribute: 'ring-size' },
    tab: { state: true },
    showSystem: { state: true },
    connected: { state: true },
    selected: { state: true },
    subscriptions: { state: true },
    revision: { state: true },
  };
  /** WebSocket URL of the stream socket (`ws://<console>/ws/live`). */
  declare url: string;
  /** Streams and their groups, offered when joining. */
  declare streams: { id: string; groups: string[]; system?: boolean }[];
  declare ringSize: number;
  declare tab: 'all' | Direction;
  declare showSystem: boolean;
  declare connected: boolean;
  declare selected: number | undefined;
  declare subscriptions: Subscription[];
  declare revision: number;
  private ring = new StreamRing();
  private socket?: WebSocket;
  private retryMs = 1000;
  private timer?: ReturnType<typeof setTimeout>;
  private frame = 0;
  private next = 0;

  static override styles = [
    pageStyles,
    css`
      .counters {
        display: flex;
        gap: 16px;
        flex-wrap: wrap;
        margin-bottom: 8px;
      }
      .counters b {
        font-size: 18px;
        display: block;
      }
      .chips {
        display: flex;
        gap: 6px;
        flex-wrap: wrap;
        margin-bottom: 8px;
      }
      .chip {
        display: inline-flex;
        gap: 4px;
        align-items: center;
        padding: 2px 4px 2px 10px;
        border-radius: 9999px;
        background: var(--badge-bg);
        font-family: var(--mono);
        font-size: 12px;
      }
      .chip button {
        padding: 0 6px;
        border-radius: 9999px;
      }
      td.dir-inbound {
        color: var(--ok);
      }
      td.dir-outbound {
        color: var(--link);
      }
      td.preview {
        font-family: var(--mono);
        font-size: 12px;
        max-width: 420px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      td.nowrap {
        white-space: nowrap;
        overflow-wrap: normal;
      }
      .monitor {
        display: grid;
        grid-template-columns: minmax(0, 1fr) 320px;
        gap: 16px;
        align-items: start;
      }
      @media (max-width: 1000px) {
        .monitor {
          grid-template-columns: 1fr;
        }
      }
      form {
        display: flex;
        gap: 8px;
        align-items: end;
        flex-wrap: wrap;
        margin-bottom: 8px;
      }
    `,
  ];

  constructor() {
    super();
    this.url = '';
    this.streams = [];
    this.ringSize = 500;
    this.tab = 'all';
    this.showSystem = false;
    this.connected = false;
    this.subscriptions = [];
    this.revision = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.open();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000);
    cancelAnimationFrame(this.frame);
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('ringSize')) this.ring.capacity = Math.max(1, this.ringSize);
    if (changed.has('url') && changed.get('url') !== undefined && this.isConnected) {
      this.socket?.close(1000);
      this.socket = undefined;
      this.open();
    }
  }

  /** Joins a stream's group, or one item of it. */
  join(streamName: string, groupId: string, id?: string): void {
    const subscription: Subscription = {
      subscriptionId: `console-${Date.now().toString(36)}-${++this.next}`,
      streamName,
      groupId,
      ...(id ? { id } : {}),
    };
    this.subscriptions = [...this.subscriptions, subscription];
    this.send('join', subscription);
  }

  /** Leaves a subscription. */
  leave(subscriptionId: string): void {
    const subscription = this.subscriptions.find((s) => s.subscriptionId === subscriptionId);
    if (!subscription) return;
    this.subscriptions = this.subscriptions.filter((s) => s !== subscription);
    this.send('leave', subscription);
  }

  private open(): void {
    if (!this.url || this.socket || this.timer) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.connected = true;
      this.retryMs = 1000;
      this.note('connected', this.url);
      for (const subscription of this.subscriptions) this.send('join', subscription);
    };
    socket.onmessage = (message) => {
      this.ring.add(inboundMessage(String(message.data), Date.now()));
      this.changed();
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (this.connected) this.note('disconnected', event.reason || `closed (${event.code})`);
      this.connected = false;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 5000);
    };
  }

  private send(type: 'join' | 'leave', subscription: Subscription): void {
    const frame = { type, data: subscription };
    const text = JSON.stringify(frame);
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(text);
    this.ring.add({
      at: Date.now(),
      direction: 'outbound',
      stream: subscription.streamName,
      group: subscription.groupId,
      ...(subscription.id ? { id: subscription.id } : {}),
      type,
      data: frame as unknown as JsonValue,
      size: new TextEncoder().encode(text).length,
    });
    this.changed();
  }

  private note(type: string, data: string): void {
    this.ring.add({ at: Date.now(), direction: 'system', stream: '', group: '', type, data, size: 0 });
    this.changed();
  }

  /** Redraws at most once per animation frame, however many frames arrive. */
  private changed(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.revision++;
    });
  }

  private togglePause(): void {
    this.ring.paused = !this.ring.paused;
    this.revision++;
  }

  private clear(): void {
    this.ring.clear();
    this.selected = undefined;
    this.revision++;
  }

  private onJoin(event: SubmitEvent): void {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const field = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    if (!field('stream') || !field('group')) return;
    this.join(field('stream'), field('group'), field('item') || undefined);
  }

  private renderJoin() {
    const streams = this.streams.filter((s) => this.showSystem || !s.system);
    const groups = [...new Set(streams.flatMap((s) => s.groups))];
    return html`<form @submit=${this.onJoin} aria-label="Join a stream">
      <label>Stream <input name="stream" list="stream-names" required placeholder="todo" /></label>
      <datalist id="stream-names">${streams.map((s) => html`<option value=${s.id}></option>`)}</datalist>
      <label>Group <input name="group" list="group-names" required placeholder="inbox" /></label>
      <datalist id="group-names">${groups.map((g) => html`<option value=${g}></option>`)}</datalist>
      <label>Item id (optional) <input name="item" placeholder="all items" /></label>
      <button class="primary" id="join" type="submit">Join</button>
    </form>`;
  }

  private renderRow(message: StreamMessage) {
    const where = message.direction === 'system' ? '' : [message.stream, message.group, message.id ?? ''];
    const preview = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
    return html`<tr
      tabindex="0"
      data-direction=${message.direction}
      data-type=${message.type}
      data-stream=${message.stream}
      class=${this.selected === message.seq ? 'selected' : ''}
      @click=${() => (this.selected = message.seq)}
      @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && ((this.selected = message.seq))}
    >
      <td class="nowrap"><code>${clockTime(message.at)}</code></td>
      <td class="nowrap dir-${message.direction}">${ARROWS[message.direction]}</td>
      <td><code>${Array.isArray(where) ? where.filter(Boolean).join(' / ') : ''}</code></td>
      <td class="nowrap">${message.type}</td>
      <td class="preview hide-narrow">${preview.slice(0, 200)}</td>
      <td class="hide-narrow">${message.size} B</td>
    </tr>`;
  }

  override render() {
    const ring = this.ring;
    const rows = ring.view(this.tab, this.showSystem);
    const selected = ring.messages.find((m) => m.seq === this.selected);
    const count = (tab: 'all' | 'inbound' | 'outbound') => (tab === 'all' ? ring.counts.total : ring.counts[tab]);
    return html`
      <div class="toolbar">
        <span class=${this.connected ? 'badge ok' : 'badge err'} id="socket-state"
          >${this.connected ? 'connected' : 'disconnected'}</span
        >
        <button id="pause" @click=${this.togglePause} aria-pressed=${ring.paused ? 'true' : 'false'}>
          ${ring.paused ? '▶ Resume' : '❚❚ Pause'}
        </button>
        <button id="clear" @click=${this.clear}>Clear</button>
        <label style="flex-direction: row; align-items: center; gap: 6px">
          <input
            type="checkbox"
            id="show-system"
            .checked=${this.showSystem}
            @change=${(e: Event) => (this.showSystem = (e.target as HTMLInputElement).checked)}
          />
          Show system streams (svc:*)
        </label>
        ${ring.paused ? html`<span class="badge warn" id="paused">paused: ${ring.dropped} dropped</span>` : ''}
      </div>
      <div class="counters" aria-live="polite">
        <span id="count-total">Total <b>${ring.counts.total}</b></span>
        <span id="count-inbound">Inbound <b>${ring.counts.inbound}</b></span>
        <span id="count-outbound">Outbound <b>${ring.counts.outbound}</b></span>
        <span id="count-buffer">Buffer <b>${ring.messages.length} / ${ring.capacity}</b></span>
      </div>
      ${this.renderJoin()}
      <div class="chips" aria-label="Subscriptions">
        ${this.subscriptions.length === 0 ? html`<span class="muted">No subscriptions yet.</span>` : ''}
        ${this.subscriptions.map(
          (s) => html`<span
            class="chip"
            data-subscription=${subscriptionLabel(s)}
            data-system=${isSystemStream(s.streamName) ? 'true' : 'false'}
            >${subscriptionLabel(s)}
            <button aria-label=${`Leave ${subscriptionLabel(s)}`} @click=${() => this.leave(s.subscriptionId)}>
              ×
            </button></span
          >`,
        )}
      </div>
      <div class="tabs" role="tablist" aria-label="Direction">
        ${(['all', 'inbound', 'outbound'] as const).map(
          (tab) => html`<button
            role="tab"
            data-tab=${tab}
            aria-selected=${this.tab === tab ? 'true' : 'false'}
            @click=${() => (this.tab = tab)}
          >
            ${tab[0]!.toUpperCase()}${tab.slice(1)} (${count(tab)})
          </button>`,
        )}
      </div>
      <div class="monitor">
        <table id="messages" aria-label="Messages, newest first">
          <thead>
            <tr>
              <th>Time</th>
              <th>Dir</th>
              <th>Stream</th>
              <th>Type</th>
              <th class="hide-narrow">Data</th>
              <th class="hide-narrow">Size</th>
            </tr>
          </thead>
          <tbody>
            ${rows.slice(0, MAX_ROWS).map((m) => this.renderRow(m))}
          </tbody>
        </table>
        <div class="panel" id="message-detail">
          ${
            selected
              ? html`<h2>${selected.type} <span class="muted">${selected.direction}</span></h2>
                <dl>
                  <dt>Stream</dt>
                  <dd>${selected.stream || '—'}</dd>
                  <dt>Group</dt>
                  <dd>${selected.group || '—'}</dd>
                  <dt>Item</dt>
                  <dd>${selected.id ?? '—'}</dd>
                  <dt>Size</dt>
                  <dd>${selected.size} B</dd>
                </dl>
                <h2>Data</h2>
                <pre>${JSON.stringify(selected.data, null, 2)}</pre>`
              : html`<p class="muted">Select a message to see its data.</p>`
          }
        </div>
      </div>
    `;
  }
}
customElements.define('svc-stream-monitor', SvcStreamMonitor);
