/**
 * `<svc-stream-browser>`: stream items as they are now, in three columns: streams, the selected
 * stream's groups, and the selected group's items with their ids and values (100 a page). The
 * selection is given by the page (`stream`, `group`, `item`); choosing one fires `select` with
 * `{stream, group, item}`, and Watch fires `watch` with the same to follow it live.
 */
import { css, html, LitElement } from 'lit';
import type { EngineClient } from '../engine-client.js';
import { type Load, load, renderLoad } from '../load.js';
import { pageStyles } from '../styles.js';
import type { StreamListItemsOutput as StreamItemsAnswer } from '@svc/protocol';
import type { StreamsAnswer } from '../api-types.js';

/** What is selected in the browser. */
export interface StreamSelection {
  stream: string;
  group: string;
  item: string;
}

/** The data browser. */
export class SvcStreamBrowser extends LitElement {
  static override properties = {
    client: { attribute: false },
    streams: { attribute: false },
    stream: { type: String },
    group: { type: String },
    item: { type: String },
    showSystem: { type: Boolean, attribute: 'show-system' },
    items: { state: true },
    cursors: { state: true },
  };
  declare client: EngineClient | undefined;
  declare streams: Load<StreamsAnswer>;
  declare stream: string;
  declare group: string;
  declare item: string;
  declare showSystem: boolean;
  declare items: Load<StreamItemsAnswer>;
  /** Cursors of the pages before this one, and this page's (`''` for the first). */
  declare cursors: string[];

  static override styles = [
    pageStyles,
    css`
      .three {
        display: grid;
        grid-template-columns: 200px 200px minmax(0, 1fr);
        gap: 12px;
      }
      .list button {
        display: block;
        width: 100%;
        text-align: left;
        margin-bottom: 4px;
        overflow-wrap: anywhere;
      }
      .list button[aria-current='true'] {
        background: var(--selected);
      }
      @media (max-width: 900px) {
        .three {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  constructor() {
    super();
    this.streams = { status: 'idle' };
    this.stream = '';
    this.group = '';
    this.item = '';
    this.showSystem = false;
    this.items = { status: 'idle' };
    this.cursors = [''];
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('stream') || changed.has('group')) {
      this.cursors = [''];
      this.loadItems();
    }
  }

  /** Reads the selected group's items again. */
  loadItems(): void {
    if (!this.client || !this.stream || !this.group) {
      this.items = { status: 'idle' };
      return;
    }
    const cursor = this.cursors.at(-1) ?? '';
    const path = `/streams/${encodeURIComponent(this.stream)}/groups/${encodeURIComponent(this.group)}/items`;
    const client = this.client;
    void load(
      this.items,
      () => client.get<StreamItemsAnswer>(`${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      (next) => (this.items = next),
    );
  }

  private choose(selection: Partial<StreamSelection>): void {
    const detail = { stream: this.stream, group: this.group, item: this.item, ...selection };
    this.dispatchEvent(new CustomEvent<StreamSelection>('select', { detail, bubbles: true, composed: true }));
  }

  private watch(selection: Partial<StreamSelection>): void {
    const detail = { stream: this.stream, group: this.group, item: '', ...selection };
    this.dispatchEvent(new CustomEvent<StreamSelection>('watch', { detail, bubbles: true, composed: true }));
  }

  private page(step: 1 | -1, next?: string | null): void {
    this.cursors = step === 1 && next ? [...this.cursors, next] : this.cursors.slice(0, -1);
    this.loadItems();
  }

  override render() {
    return html`<div class="three">
      <section class="panel list" aria-label="Streams" id="browser-streams">
        <h2>Streams</h2>
        ${renderLoad(this.streams, (answer) => {
          const shown = answer.stream.filter((s) => this.showSystem || !s.system);
          return shown.length === 0
            ? html`<p class="muted">No streams hold items yet.</p>`
            : html`${shown.map(
                (s) => html`<button
                  data-stream=${s.id}
                  aria-current=${s.id === this.stream ? 'true' : 'false'}
                  @click=${() => this.choose({ stream: s.id, group: '', item: '' })}
                >
                  ${s.id} <span class="muted">(${s.groups.length})</span>
                  ${s.system ? html`<span class="badge">system</span>` : ''}
                </button>`,
              )}`;
        })}
      </section>
      <section class="panel list" aria-label="Groups" id="browser-groups">
        <h2>Groups</h2>
        ${this.renderGroups()}
      </section>
      <section class="panel" aria-label="Items" id="browser-items">
        <h2>Items</h2>
        ${
          this.group
            ? html`<div class="toolbar">
              <button id="watch-group" @click=${() => this.watch({})}>Watch group</button>
              <button id="reload-items" @click=${() => this.loadItems()}>Refresh</button>
            </div>`
            : ''
        }
        ${this.renderItems()}
      </section>
    </div>`;
  }

  private renderGroups() {
    if (!this.stream) return html`<p class="muted">Choose a stream.</p>`;
    const stream =
      this.streams.status === 'done' ? this.streams.value.stream.find((s) => s.id === this.stream) : undefined;
    if (!stream) return html`<p class="muted">${this.stream} holds no items.</p>`;
    return html`${stream.groups.map(
      (group) => html`<button
        data-group=${group}
        aria-current=${group === this.group ? 'true' : 'false'}
        @click=${() => this.choose({ group, item: '' })}
      >
        ${group}
      </button>`,
    )}`;
  }

  private renderItems() {
    if (!this.group) return html`<p class="muted">Choose a group.</p>`;
    return renderLoad(
      this.items,
      (answer) => html`<table>
          <thead>
            <tr>
              <th>Id</th>
              <th>Value</th>
              <th><span class="muted">Live</span></th>
            </tr>
          </thead>
          <tbody>
            ${answer.items.map(
              (item) => html`<tr
                data-item=${item.id}
                tabindex="0"
                class=${item.id === this.item ? 'selected' : ''}
                @click=${() => this.choose({ item: item.id })}
                @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.choose({ item: item.id })}
              >
                <td><code>${item.id}</code></td>
                <td><pre>${JSON.stringify(item.value, null, 2)}</pre></td>
                <td>
                  <button
                    aria-label=${`Watch item ${item.id}`}
                    @click=${(e: Event) => {
                      e.stopPropagation();
                      this.watch({ item: item.id });
                    }}
                  >
                    Watch
                  </button>
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
        ${answer.items.length === 0 ? html`<p class="muted">This group is empty.</p>` : ''}
        <div class="toolbar">
          <button ?disabled=${this.cursors.length <= 1} @click=${() => this.page(-1)}>Previous</button>
          <button ?disabled=${!answer.next_cursor} @click=${() => this.page(1, answer.next_cursor)}>Next</button>
        </div>`,
    );
  }
}
customElements.define('svc-stream-browser', SvcStreamBrowser);
