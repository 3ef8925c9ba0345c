/**
 * `<svc-states-page>`: svc-state in three panels: the scopes (`?scope=`), the scope's real keys
 * with a key-prefix search (`?q=`) in a virtualised list that reads the next page (server-side,
 * by cursor) as it is scrolled near its end, and the selected entry (`?key=`) with Edit and
 * Delete (confirmed). Add Item writes with `state::set`. Changes made elsewhere arrive through
 * the live feed's `states` group and update the list and the open entry in place.
 */
import { css, html } from 'lit';
import type { JsonValue, LiveStateChanges, StateGroupsAnswer, StateItemsAnswer, StateKeyValue } from '../api-types.js';
import type { SvcJsonEditor } from '../elements/svc-json-editor.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import type { LiveEvent } from '../live-feed.js';
import '../elements/svc-json-editor.js';
import '../elements/svc-virtual-list.js';

/** Keys read per request. */
export const STATE_PAGE_SIZE = 200;

/** The states page. */
export class SvcStatesPage extends PageElement {
  static override properties = {
    groups: { state: true },
    items: { state: true },
    scope: { state: true },
    query: { state: true },
    key: { state: true },
    mode: { state: true },
    message: { state: true },
    entry: { state: true },
  };
  /** The selected entry, read on its own (it may be on another page of keys). */
  declare entry: StateKeyValue | undefined;
  declare groups: Load<StateGroupsAnswer>;
  declare items: Load<StateItemsAnswer>;
  declare scope: string;
  declare query: string;
  declare key: string;
  private stopLive?: () => void;
  /** Whether a next page is being read. */
  private reading = false;
  declare mode: 'view' | 'edit' | 'add' | 'confirm-delete';
  declare message: { ok: boolean; text: string } | undefined;
  static override styles = [
    pageStyles,
    css`
      .three {
        display: grid;
        grid-template-columns: 180px minmax(0, 1fr) minmax(0, 1fr);
        gap: 12px;
      }
      .groups button {
        display: block;
        width: 100%;
        text-align: left;
        margin-bottom: 4px;
      }
      .groups button[aria-current='true'] {
        background: var(--selected);
      }
      svc-virtual-list,
      .list-head {
        --list-columns: minmax(0, 1fr) minmax(0, 1fr);
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
    this.groups = { status: 'idle' };
    this.items = { status: 'idle' };
    this.scope = '';
    this.query = '';
    this.key = '';
    this.mode = 'view';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.stopLive = this.client.live.subscribe('states', (event) => this.onStates(event));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLive?.();
  }

  /**
   * Applies state changes made anywhere: the scopes, the loaded keys and the open entry. Once the
   * group is joined (its `sync`, also after a reconnect) every change is sent here, so what was read
   * before is read again: a change made between that read and the join would otherwise be missed.
   */
  private onStates(event: LiveEvent): void {
    if (event.type === 'sync') {
      if (this.hasUpdated) this.resync();
      return;
    }
    if (event.type !== 'changes' || event.data === null) return;
    const frame = event.data as unknown as LiveStateChanges;
    if (frame.dropped > 0) return this.reload();
    const known = 'value' in this.groups ? this.groups.value?.groups : undefined;
    if (known && frame.changes.some((ch) => !known.some((g) => g.id === ch.scope))) this.loadGroups();
    const answer = 'value' in this.items ? this.items.value : undefined;
    const mine = frame.changes.filter((ch) => ch.scope === this.scope && ch.key.startsWith(this.query));
    if (answer && mine.length > 0) {
      const items = [...answer.items];
      const last = answer.next_cursor === null ? undefined : items.at(-1)?.key;
      for (const ch of mine) {
        const at = items.findIndex((item) => item.key === ch.key);
        if (ch.event_type === 'state:deleted') {
          if (at >= 0) items.splice(at, 1);
        } else if (at >= 0) {
          items[at] = { key: ch.key, value: ch.value_omitted ? '…' : (ch.value ?? null) };
        } else if (last === undefined || ch.key < last) {
          // A new key that falls within what is loaded; later ones come with the next page.
          const before = items.findIndex((item) => item.key > ch.key);
          const entry = { key: ch.key, value: ch.value_omitted ? '…' : (ch.value ?? null) };
          items.splice(before < 0 ? items.length : before, 0, entry);
        }
      }
      this.items = { status: 'done', value: { ...answer, items }, at: Date.now() };
    }
    const open = mine.findLast((ch) => ch.key === this.key);
    if (!open || this.key === '') return;
    if (this.mode === 'edit') {
      this.message = { ok: false, text: `${this.key} was changed elsewhere while you edit it.` };
    } else if (open.event_type === 'state:deleted') {
      this.entry = undefined;
      this.message = { ok: false, text: `${this.key} was deleted elsewhere.` };
    } else if (open.value_omitted) this.loadEntry(this.scope, this.key);
    else this.entry = { key: this.key, value: open.value ?? null };
  }

  protected override readUrl(): void {
    const scope = getParam('scope');
    const query = getParam('q');
    const key = getParam('key');
    if (key !== this.key || scope !== this.scope) {
      this.key = key;
      this.entry = undefined;
      if (this.hasUpdated) this.loadEntry(scope, key);
    }
    if (scope !== this.scope || query !== this.query) {
      this.scope = scope;
      this.query = query;
      if (this.hasUpdated) this.loadItems();
    }
  }

  protected override reload(): void {
    this.loadGroups();
    this.loadItems();
    this.loadEntry(this.scope, this.key);
  }

  /** Reads again what is shown, keeping it on screen until the new answers come. */
  private resync(): void {
    this.loadGroups();
    this.loadItems(false, true);
    this.loadEntry(this.scope, this.key);
  }

  private loadGroups(): void {
    void load(
      this.groups,
      () => this.client.get<StateGroupsAnswer>('/states/groups'),
      (next) => (this.groups = next),
    );
  }

  private loadEntry(scope: string, key: string): void {
    if (!scope || !key) return;
    const path = `/states/${encodeURIComponent(scope)}/item/${encodeURIComponent(key)}`;
    this.client.get<JsonValue>(path).then(
      (value) => {
        if (this.key === key && this.scope === scope) this.entry = value === null ? undefined : { key, value };
      },
      () => {},
    );
  }

  /**
   * Reads the first page of keys (showing "Loading…" meanwhile unless `keep`), or with `more` the
   * next one after those loaded.
   */
  private loadItems(more = false, keep = false): void {
    if (!this.scope) return;
    const loaded = 'value' in this.items ? this.items.value : undefined;
    if (more && (!loaded?.next_cursor || this.reading)) return;
    const body: Record<string, JsonValue> = { scope: this.scope, limit: STATE_PAGE_SIZE };
    if (this.query) body.prefix = this.query;
    if (more && loaded?.next_cursor) body.cursor = loaded.next_cursor;
    const asked = `${this.scope}\u0000${this.query}`;
    this.reading = true;
    void load(
      more || keep ? this.items : { status: 'idle' },
      async () => {
        const page = await this.client.post<StateItemsAnswer>('/states/group', body);
        return more && loaded ? { ...page, items: [...loaded.items, ...page.items] } : page;
      },
      (next) => {
        if (next.status !== 'pending') this.reading = false;
        if (asked === `${this.scope}\u0000${this.query}`) this.items = next;
      },
    );
  }

  private async save(scope: string, key: string, editorId: string): Promise<void> {
    const editor = this.renderRoot.querySelector(`#${editorId}`) as SvcJsonEditor;
    const value = editor.parsed;
    if (value === undefined || !scope || !key) {
      this.message = { ok: false, text: 'Scope, key and a JSON value are needed.' };
      return;
    }
    try {
      await this.client.post(`/states/${encodeURIComponent(scope)}/item`, { key, value });
      this.message = { ok: true, text: `Saved ${scope} / ${key}.` };
      this.mode = 'view';
      setParams({ scope, key, q: undefined }, true);
      this.reload();
    } catch (error) {
      this.message = { ok: false, text: (error as Error).message };
    }
  }

  private async removeItem(key: string): Promise<void> {
    try {
      await this.client.delete(`/states/${encodeURIComponent(this.scope)}/item/${encodeURIComponent(key)}`);
      this.message = { ok: true, text: `Deleted ${this.scope} / ${key}.` };
      this.mode = 'view';
      setParams({ key: undefined }, true);
      this.reload();
    } catch (error) {
      this.message = { ok: false, text: (error as Error).message };
    }
  }

  private renderGroups(answer: StateGroupsAnswer) {
    return html`<nav class="groups" aria-label="State scopes">
      ${answer.groups.length === 0 ? html`<p class="muted">No scopes yet.</p>` : ''}
      ${answer.groups.map(
        (g) => html`<button aria-current=${g.id === this.scope ? 'true' : 'false'} data-scope=${g.id}
          @click=${() => setParams({ scope: g.id, key: undefined, q: undefined }, true)}>${g.id}</button>`,
      )}
    </nav>`;
  }

  private renderItems(answer: StateItemsAnswer) {
    const row = (item: StateKeyValue) =>
      html`<span><code>${item.key}</code></span><span><code>${JSON.stringify(item.value).slice(0, 60)}</code></span>`;
    const more = answer.next_cursor ? '+' : '';
    return html`<p class="muted" id="key-count">${answer.items.length}${more} keys</p>
      <div class="list-head" aria-hidden="true"><span>Key</span><span>Value</span></div>
      <svc-virtual-list
        label="State entries"
        row-height="36"
        .items=${answer.items}
        .keyOf=${(item: StateKeyValue) => item.key}
        .renderItem=${row}
        .selected=${this.key}
        @select=${(e: CustomEvent<{ key: string }>) => {
          this.mode = 'view';
          setParams({ key: e.detail.key }, true);
        }}
        @near-end=${() => this.loadItems(true)}
      ></svc-virtual-list>`;
  }

  private renderDetail(item: StateKeyValue | undefined) {
    if (this.mode === 'add') {
      return html`<h2>Add item</h2>
        <div class="toolbar">
          <label>Scope <input id="add-scope" aria-label="Scope" .value=${this.scope} /></label>
          <label>Key <input id="add-key" aria-label="Key" /></label>
        </div>
        <svc-json-editor id="add-value" label="Value (JSON)" value="{}"></svc-json-editor>
        <div class="toolbar" style="margin-top: 8px">
          <button class="primary" id="save-new" @click=${() => {
            const field = (id: string) => (this.renderRoot.querySelector(id) as HTMLInputElement).value.trim();
            void this.save(field('#add-scope'), field('#add-key'), 'add-value');
          }}>Save</button>
          <button @click=${() => (this.mode = 'view')}>Cancel</button>
        </div>`;
    }
    if (!item) return html`<p class="muted">Select an entry, or add one.</p>`;
    const text = JSON.stringify(item.value, null, 2);
    return html`<h2><code>${item.key}</code></h2>
      ${
        this.mode === 'edit'
          ? html`<svc-json-editor id="edit-value" label="Value (JSON)" .value=${text}></svc-json-editor>
            <div class="toolbar" style="margin-top: 8px">
              <button class="primary" id="save-edit" @click=${() => this.save(this.scope, item.key, 'edit-value')}>
                Save
              </button>
              <button @click=${() => (this.mode = 'view')}>Cancel</button>
            </div>`
          : html`<pre id="state-value">${text}</pre>
            <div class="toolbar" style="margin-top: 8px">
              <button id="edit" @click=${() => (this.mode = 'edit')}>Edit</button>
              ${
                this.mode === 'confirm-delete'
                  ? html`<span role="alert">Delete ${item.key}?</span>
                    <button class="danger" id="confirm-delete" @click=${() => this.removeItem(item.key)}>Delete</button>
                    <button @click=${() => (this.mode = 'view')}>Keep</button>`
                  : html`<button class="danger" id="delete" @click=${() => (this.mode = 'confirm-delete')}>
                    Delete…
                  </button>`
              }
            </div>`
      }`;
  }

  override render() {
    const items = 'value' in this.items ? this.items.value : undefined;
    const item = this.entry ?? items?.items.find((i) => i.key === this.key);
    return html`<h1>States</h1>
      <div class="toolbar">
        <input type="search" placeholder="Search keys (prefix)" aria-label="Search keys by prefix" .value=${this.query}
          ?disabled=${!this.scope}
          @input=${(e: Event) => setParams({ q: (e.target as HTMLInputElement).value, key: undefined })} />
        <button class="primary" id="add" @click=${() => (this.mode = 'add')}>Add Item</button>
        <button @click=${() => this.reload()}>Refresh</button>
      </div>
      ${
        this.message
          ? html`<p class=${this.message.ok ? 'ok' : 'error'} role="status" id="state-message">
            ${this.message.text}
          </p>`
          : ''
      }
      <div class="three ${this.stale ? 'stale' : ''}">
        <div class="panel">${renderLoad(this.groups, (answer) => this.renderGroups(answer))}</div>
        <div class="panel">
          ${
            this.scope
              ? renderLoad(this.items, (answer) => this.renderItems(answer))
              : html`<p class="muted">Pick a scope.</p>`
          }
        </div>
        <aside class="panel" aria-label="Entry detail">${this.renderDetail(item)}</aside>
      </div>`;
  }
}
customElements.define('svc-states-page', SvcStatesPage);
