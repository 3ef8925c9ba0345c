/**
 * `<svc-queues-page>`: svc-queue's topics with depth, in flight, done, failed and DLQ size,
 * kept current by the live feed's `queues` group (no polling; `GET /_console/queues` once for
 * the first paint), a name filter (`?q=`), and the selected topic (`?topic=`) with its counts
 * and its dead-letter queue (`<svc-queue-dlq>`: Redrive all, Redrive one, Discard one).
 */
import type { LiveQueueStats, LiveQueueTopic, QueueListTopicsOutput } from '@svc/protocol';
import { css, html } from 'lit';
import type { LiveEvent } from '../live-feed.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-queue-dlq.js';

/** The queues page. */
export class SvcQueuesPage extends PageElement {
  static override properties = {
    topics: { state: true },
    topic: { state: true },
    query: { state: true },
    error: { state: true },
    liveAt: { state: true },
  };
  /** Topics by name, as last read or sent by the feed. */
  declare topics: LiveQueueTopic[] | undefined;
  declare topic: string;
  declare query: string;
  declare error: string;
  /** When the feed last sent counts (0 before it did). */
  declare liveAt: number;
  private unsubscribe?: () => void;

  static override styles = [
    pageStyles,
    css`
      .cards {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
        gap: 8px;
        margin-bottom: 12px;
      }
      .cards .n {
        font-size: 22px;
        font-weight: 700;
      }
      td.num,
      th.num {
        text-align: right;
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
        gap: 16px;
      }
      @media (max-width: 1000px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
    `,
  ];

  constructor() {
    super();
    this.topic = '';
    this.query = '';
    this.error = '';
    this.liveAt = 0;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = this.client.live.subscribe('queues', (event) => this.onLive(event));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  protected override readUrl(): void {
    this.topic = getParam('topic');
    this.query = getParam('q');
  }

  protected override async reload(): Promise<void> {
    try {
      const listed = await this.client.get<QueueListTopicsOutput>('/queues');
      if (this.liveAt > 0) return;
      this.topics = listed.map((t) => ({
        ...t,
        depth: t.depth ?? 0,
        in_flight: 0,
        done: 0,
        failed: 0,
        dlq_depth: t.dlq_depth ?? 0,
      }));
      this.error = '';
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  private onLive(event: LiveEvent): void {
    const data = event.data as unknown as LiveQueueStats | null;
    if (!data || !Array.isArray(data.topics)) return;
    this.topics = data.topics;
    this.liveAt = event.timestamp;
    this.error = '';
  }

  private select(topic: string): void {
    setParams({ topic }, true);
  }

  override render() {
    const topics = (this.topics ?? []).filter((t) => t.name.toLowerCase().includes(this.query.toLowerCase()));
    const selected = this.topics?.find((t) => t.name === this.topic);
    return html`
      <h1>
        Queues
        <span class=${this.liveAt > 0 ? 'badge ok' : 'badge'} id="live-state"
          >${this.liveAt > 0 ? 'live' : 'waiting for the live feed'}</span
        >
      </h1>
      ${this.error ? html`<p class="error" role="alert">Could not load: ${this.error}</p>` : ''}
      <div class="layout ${this.stale ? 'stale' : ''}">
        <section class="data" aria-label="Topics">
          <div class="toolbar">
            <input
              type="search"
              aria-label="Filter queues"
              placeholder="Filter queues…"
              .value=${this.query}
              @input=${(e: Event) => setParams({ q: (e.target as HTMLInputElement).value })}
            />
            <span class="muted">${topics.length} topic${topics.length === 1 ? '' : 's'}</span>
          </div>
          ${this.topics === undefined ? html`<p class="muted" aria-busy="true">Loading…</p>` : this.renderTable(topics)}
        </section>
        <section aria-label="Topic">
          ${selected ? this.renderTopic(selected) : html`<p class="muted">Select a topic to see its dead letters.</p>`}
        </section>
      </div>
    `;
  }

  private renderTable(topics: LiveQueueTopic[]) {
    if (topics.length === 0) return html`<p class="muted">No queues or topics yet.</p>`;
    return html`<table id="topics">
      <thead>
        <tr>
          <th>Topic</th>
          <th class="num">Depth</th>
          <th class="num hide-narrow">In flight</th>
          <th class="num hide-narrow">Done</th>
          <th class="num">Failed</th>
          <th class="num">DLQ</th>
        </tr>
      </thead>
      <tbody>
        ${topics.map(
          (t) => html`<tr
            tabindex="0"
            data-topic=${t.name}
            class=${t.name === this.topic ? 'selected' : ''}
            @click=${() => this.select(t.name)}
            @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.select(t.name)}
          >
            <td>
              <code>${t.name}</code>
              ${t.broker_type ? html`<span class="badge hide-narrow">${t.broker_type}</span>` : ''}
            </td>
            <td class="num" data-count="depth">${t.depth}</td>
            <td class="num hide-narrow" data-count="in_flight">${t.in_flight}</td>
            <td class="num hide-narrow" data-count="done">${t.done}</td>
            <td class="num" data-count="failed">${t.failed}</td>
            <td class="num" data-count="dlq_depth">
              <span class=${t.dlq_depth > 0 ? 'badge err' : 'badge'}>${t.dlq_depth}</span>
            </td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderTopic(topic: LiveQueueTopic) {
    const card = (id: string, label: string, value: number | undefined) =>
      html`<div class="panel" id=${`card-${id}`}>
        <div class="muted">${label}</div>
        <div class="n">${value ?? 0}</div>
      </div>`;
    return html`<h2><code>${topic.name}</code></h2>
      <div class="cards">
        ${card('depth', 'Depth', topic.depth)} ${card('in-flight', 'In flight', topic.in_flight)}
        ${card('done', 'Done', topic.done)} ${card('failed', 'Failed', topic.failed)}
        ${card('dlq', 'DLQ', topic.dlq_depth)} ${card('subscribers', 'Subscribers', topic.subscriber_count)}
      </div>
      <div class="panel">
        <svc-queue-dlq .client=${this.client} topic=${topic.name} dlq-depth=${topic.dlq_depth}></svc-queue-dlq>
      </div>`;
  }
}
customElements.define('svc-queues-page', SvcQueuesPage);
