/**
 * `<svc-states-page>`: svc-state in three panels: the scopes (`?scope=`), a page of the scope's
 * real keys with a key-prefix search (`?q=`; pages of 50, server-side, by cursor), and the
 * selected entry (`?key=`) with Edit and Delete (confirmed). Add Item writes with `state::set`.
 */
import { css, html } from 'lit';
import type { JsonValue, StateGroupsAnswer, StateItemsAnswer, StateKeyValue } from '../api-types.js';
import type { SvcJsonEditor } from '../elements/svc-json-editor.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import { getParam, setParams } from '../url-state.js';
import '../elements/svc-json-editor.js';

/** Keys per page. */
export const STATE_PAGE_SIZE = 50;

/** The states page. */
export class SvcStatesPage extends PageElement {
  static override properties = {
    groups: { state: true },
    items: { state: true },
    scope: { state: true },
    query: { state: true },
    key: { state: true },
    cursors: { state: true },
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
  /** Cursors of the pages before this one, and this page's (`''` for the first). */
  declare cursors: string[];
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
    this.cursors = [''];
    this.mode = 'view';
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
      this.cursors = [''];
      if (this.hasUpdated) this.loadItems();
    }
  }

  protected override reload(): void {
    void load(
      this.groups,
      () => this.client.get<StateGroupsAnswer>('/states/groups'),
      (next) => (this.groups = next),
    );
    this.loadItems();
    this.loadEntry(this.scope, this.key);
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

  private loadItems(): void {
    if (!this.scope) return;
    const cursor = this.cursors.at(-1) ?? '';
    const body: Record<string, JsonValue> = { scope: this.scope, limit: STATE_PAGE_SIZE };
    if (this.query) body.prefix = this.query;
    if (cursor) body.cursor = cursor;
    void load(
      this.items,
      () => this.client.post<StateItemsAnswer>('/states/group', body),
      (next) => (this.items = next),
    );
  }

  private page(step: 1 | -1, next: string | null): void {
    if (step === 1 && next) this.cursors = [...this.cursors, next];
    if (step === -1 && this.cursors.length > 1) this.cursors = this.cursors.slice(0, -1);
    this.loadItems();
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
    const select = (key: string) => {
      this.mode = 'view';
      setParams({ key }, true);
    };
    return html`<table class="data" aria-label="State entries">
        <thead>
          <tr>
            <th>Key</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          ${answer.items.map(
            (item) => html`<tr tabindex="0" data-key=${item.key} class=${item.key === this.key ? 'selected' : ''}
              @click=${() => select(item.key)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && select(item.key)}>
              <td><code>${item.key}</code></td>
              <td><code>${JSON.stringify(item.value).slice(0, 60)}</code></td>
            </tr>`,
          )}
        </tbody>
      </table>
      <div class="toolbar" style="margin-top: 8px">
        <button ?disabled=${this.cursors.length <= 1} @click=${() => this.page(-1, null)}>Previous</button>
        <span>Page ${this.cursors.length}</span>
        <button id="next-page" ?disabled=${!answer.next_cursor} @click=${() => this.page(1, answer.next_cursor)}>
          Next
        </button>
      </div>`;
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
