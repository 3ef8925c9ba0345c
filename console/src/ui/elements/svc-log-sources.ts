/**
 * `<svc-log-sources>`: the volume of log records per service (the records matching the filters),
 * as bars, the busiest first. Choosing one fires `source-select` (`detail.service`, '' to clear).
 */
import { css, html, LitElement, nothing } from 'lit';
import { serviceColor } from '../traces/breakdown.js';

/** The source breakdown of the Logs page. */
export class SvcLogSources extends LitElement {
  static override properties = { services: { attribute: false }, selected: { type: String } };
  declare services: Record<string, number | undefined>;
  declare selected: string;

  static override styles = css`
    :host {
      display: block;
      font: 12px/1.4 var(--font);
      color: var(--fg);
    }
    ul {
      list-style: none;
      padding: 0;
      margin: 0;
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    button {
      width: 100%;
      display: grid;
      grid-template-columns: minmax(0, 1fr) 48px;
      gap: 6px;
      align-items: center;
      background: none;
      border: 1px solid transparent;
      border-radius: 6px;
      padding: 3px 6px;
      color: var(--fg);
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    button[aria-pressed='true'] {
      border-color: var(--accent);
      background: var(--selected);
    }
    button:focus-visible {
      outline: 2px solid var(--focus);
    }
    .bar {
      height: 6px;
      border-radius: 3px;
      margin-top: 2px;
    }
    .n {
      text-align: right;
      font-variant-numeric: tabular-nums;
      color: var(--muted);
    }
    .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `;

  constructor() {
    super();
    this.services = {};
    this.selected = '';
  }

  private choose(service: string): void {
    const next = service === this.selected ? '' : service;
    this.dispatchEvent(new CustomEvent('source-select', { detail: { service: next }, bubbles: true, composed: true }));
  }

  override render() {
    const rows = Object.entries(this.services)
      .map(([service, n]) => [service, n ?? 0] as const)
      .sort((a, b) => b[1] - a[1]);
    if (rows.length === 0) return nothing;
    const max = rows[0]![1] || 1;
    return html`<ul aria-label="Log volume by service">
      ${rows.map(
        ([service, n]) => html`<li>
          <button
            data-source=${service}
            aria-pressed=${service === this.selected ? 'true' : 'false'}
            @click=${() => this.choose(service)}
          >
            <span
              ><span class="name">${service}</span>
              <div class="bar" style="width: ${(n / max) * 100}%; background: ${serviceColor(service)}"></div
            ></span>
            <span class="n">${n}</span>
          </button>
        </li>`,
      )}
    </ul>`;
  }
}
customElements.define('svc-log-sources', SvcLogSources);
