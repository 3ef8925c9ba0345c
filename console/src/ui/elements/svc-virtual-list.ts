/**
 * `<svc-virtual-list>`: a scrolling list of any length that keeps only the rows in view (and a
 * few around them) in the DOM, so 10,000 items cost what 40 do. Rows have one fixed height. It
 * is a listbox: arrows, Home and End move between rows, Enter or a click selects one (`select`
 * event with `{key}`); `near-end` fires when the view comes within two screens of the last row,
 * for a page that loads more. It renders into the light DOM of its host page, so the page's
 * styles (badges, code) apply to the rows it draws.
 */
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { visibleRange } from '../virtual-range.js';

const STYLE = new CSSStyleSheet();
STYLE.replaceSync(`
svc-virtual-list { display: block; }
svc-virtual-list .vl-view {
  position: relative; overflow-y: auto; max-height: var(--list-height, 60vh);
  border-top: 1px solid var(--border);
}
svc-virtual-list .vl-row {
  position: absolute; left: 0; right: 0; box-sizing: border-box; display: grid;
  grid-template-columns: var(--list-columns, 1fr); gap: 8px; align-items: center; padding: 0 8px;
  border-bottom: 1px solid var(--border); overflow: hidden; white-space: nowrap; cursor: pointer;
}
svc-virtual-list .vl-row > * { overflow: hidden; text-overflow: ellipsis; }
svc-virtual-list .vl-row:hover { background: var(--hover); }
svc-virtual-list .vl-row[aria-selected='true'] { background: var(--selected); }
svc-virtual-list .vl-row:focus-visible { outline: 2px solid var(--focus); outline-offset: -2px; }
`);

/** The virtualised list. */
export class SvcVirtualList<T = unknown> extends LitElement {
  static override properties = {
    items: { attribute: false },
    renderItem: { attribute: false },
    keyOf: { attribute: false },
    selected: { type: String },
    label: { type: String },
    rowHeight: { type: Number, attribute: 'row-height' },
    range: { state: true },
  };
  declare items: readonly T[];
  declare renderItem: (item: T) => TemplateResult;
  declare keyOf: (item: T) => string;
  /** The key of the selected row. */
  declare selected: string;
  declare label: string;
  declare rowHeight: number;
  declare range: { start: number; end: number };
  private frame = 0;
  private askedAt = -1;

  constructor() {
    super();
    this.items = [];
    this.renderItem = (item) => html`<span>${String(item)}</span>`;
    this.keyOf = (item) => String(item);
    this.selected = '';
    this.label = 'Items';
    this.rowHeight = 40;
    this.range = { start: 0, end: 40 };
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Its styles go to the root it is drawn in (the page's shadow root), once.
    const root = this.getRootNode() as Document | ShadowRoot;
    if (!root.adoptedStyleSheets.includes(STYLE)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, STYLE];
  }

  private get view(): HTMLElement | null {
    return this.querySelector('.vl-view');
  }

  /** Recomputes the rows to draw, at most once per animation frame. */
  private measure = (): void => {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const view = this.view;
      if (!view) return;
      const next = visibleRange(view.scrollTop, view.clientHeight || 600, this.rowHeight, this.items.length);
      if (next.start !== this.range.start || next.end !== this.range.end) this.range = next;
      const screens = (this.items.length * this.rowHeight - view.scrollTop - view.clientHeight) / view.clientHeight;
      if (screens < 2 && this.askedAt !== this.items.length) {
        this.askedAt = this.items.length;
        this.dispatchEvent(new Event('near-end', { bubbles: true, composed: true }));
      }
    });
  };

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('items')) this.measure();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Scrolls row `index` into view and focuses it. */
  focusRow(index: number): void {
    const view = this.view;
    if (!view || this.items.length === 0) return;
    const i = Math.max(0, Math.min(this.items.length - 1, index));
    const top = i * this.rowHeight;
    if (top < view.scrollTop) view.scrollTop = top;
    else if (top + this.rowHeight > view.scrollTop + view.clientHeight)
      view.scrollTop = top + this.rowHeight - view.clientHeight;
    this.range = visibleRange(view.scrollTop, view.clientHeight || 600, this.rowHeight, this.items.length);
    void this.updateComplete.then(() => (this.querySelector(`[data-index="${i}"]`) as HTMLElement | null)?.focus());
  }

  private select(item: T): void {
    this.dispatchEvent(new CustomEvent('select', { detail: { key: this.keyOf(item) }, bubbles: true, composed: true }));
  }

  private onKey(event: KeyboardEvent, index: number, item: T): void {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: this.items.length - 1,
      PageDown: index + 10,
      PageUp: index - 10,
    };
    if (event.key in moves) {
      event.preventDefault();
      this.focusRow(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.select(item);
    }
  }

  override render() {
    const count = this.items.length;
    const end = Math.min(this.range.end, count);
    const start = Math.min(this.range.start, end);
    const rows = this.items.slice(start, end);
    return html`<div class="vl-view" role="listbox" aria-label=${this.label} @scroll=${this.measure}>
        <div style=${`height: ${count * this.rowHeight}px`}>
          ${repeat(
            rows,
            (item) => this.keyOf(item),
            (item, i) => {
              const index = start + i;
              const key = this.keyOf(item);
              return html`<div
                class="vl-row"
                role="option"
                tabindex=${index === start ? 0 : -1}
                data-index=${index}
                data-key=${key}
                aria-selected=${key === this.selected ? 'true' : 'false'}
                aria-setsize=${count}
                aria-posinset=${index + 1}
                style=${`top: ${index * this.rowHeight}px; height: ${this.rowHeight}px`}
                @click=${() => this.select(item)}
                @keydown=${(event: KeyboardEvent) => this.onKey(event, index, item)}
              >
                ${this.renderItem(item)}
              </div>`;
            },
          )}
        </div>
      </div>
      ${count === 0 ? html`<p class="muted">Nothing to show.</p>` : nothing}`;
  }
}
customElements.define('svc-virtual-list', SvcVirtualList);
