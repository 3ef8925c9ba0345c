/**
 * `<svc-streams-page>`: svc-stream in two tabs (`?view=`): **Monitor**, the live traffic of the
 * stream socket with joins and leaves made from the page (`<svc-stream-monitor>`), and **Data**,
 * streams → groups → items with their current values (`<svc-stream-browser>`, `?stream=`,
 * `?group=`, `?item=`). Watch in the data browser joins that group or item in the monitor.
 */
import { css, html } from 'lit';
import type { StreamsAnswer } from '../api-types.js';
import type { StreamSelection, SvcStreamBrowser } from '../elements/svc-stream-browser.js';
import type { SvcStreamMonitor } from '../elements/svc-stream-monitor.js';
import { type Load, load } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-stream-browser.js';
import '../elements/svc-stream-monitor.js';

/** The streams page. */
export class SvcStreamsPage extends PageElement {
  static override properties = {
    view: { state: true },
    streams: { state: true },
    stream: { state: true },
    group: { state: true },
    item: { state: true },
  };
  declare view: 'monitor' | 'data';
  declare streams: Load<StreamsAnswer>;
  declare stream: string;
  declare group: string;
  declare item: string;
  static override styles = [
    pageStyles,
    css`
      [hidden] {
        display: none !important;
      }
    `,
  ];

  constructor() {
    super();
    this.view = 'monitor';
    this.streams = { status: 'idle' };
    this.stream = '';
    this.group = '';
    this.item = '';
  }

  protected override readUrl(): void {
    this.view = getParam('view') === 'data' ? 'data' : 'monitor';
    this.stream = getParam('stream');
    this.group = getParam('group');
    this.item = getParam('item');
  }

  protected override reload(): void {
    void load(
      this.streams,
      () => this.client.get<StreamsAnswer>('/streams/list'),
      (next) => (this.streams = next),
    );
    this.renderRoot.querySelector<SvcStreamBrowser>('svc-stream-browser')?.loadItems();
  }

  /** The stream socket, through the console server's `/ws/live` pipe. */
  private socketUrl(): string {
    const base = this.client.base === '' ? location.origin : this.client.base;
    return `${base.replace(/^http/, 'ws')}/ws/live`;
  }

  private setView(view: 'monitor' | 'data'): void {
    setParams({ view: view === 'monitor' ? undefined : view }, true);
    if (view === 'data') this.reload();
  }

  private onSelect(event: CustomEvent<StreamSelection>): void {
    const { stream, group, item } = event.detail;
    setParams({ stream, group, item }, true);
  }

  private onWatch(event: CustomEvent<StreamSelection>): void {
    const { stream, group, item } = event.detail;
    this.renderRoot.querySelector<SvcStreamMonitor>('svc-stream-monitor')?.join(stream, group, item || undefined);
    this.setView('monitor');
  }

  override render() {
    const streams = this.streams.status === 'done' ? this.streams.value.stream : [];
    return html`
      <h1>Streams</h1>
      <div class="tabs" role="tablist" aria-label="View">
        <button
          role="tab"
          id="tab-monitor"
          aria-selected=${this.view === 'monitor' ? 'true' : 'false'}
          @click=${() => this.setView('monitor')}
        >
          Monitor
        </button>
        <button
          role="tab"
          id="tab-data"
          aria-selected=${this.view === 'data' ? 'true' : 'false'}
          @click=${() => this.setView('data')}
        >
          Data
        </button>
      </div>
      <section class=${this.stale ? 'stale' : ''} ?hidden=${this.view !== 'monitor'} aria-label="Monitor">
        <svc-stream-monitor .url=${this.socketUrl()} .streams=${streams}></svc-stream-monitor>
      </section>
      <section class=${this.stale ? 'stale data' : 'data'} ?hidden=${this.view !== 'data'} aria-label="Data">
        <svc-stream-browser
          .client=${this.client}
          .streams=${this.streams}
          stream=${this.stream}
          group=${this.group}
          item=${this.item}
          @select=${this.onSelect}
          @watch=${this.onWatch}
        ></svc-stream-browser>
      </section>
    `;
  }
}
customElements.define('svc-streams-page', SvcStreamsPage);
