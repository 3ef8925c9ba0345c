/**
 * `<svc-trace-filters>`: the trace list's filters (trace id, service, span name, status, duration
 * min and max, time range, attributes). Each one is written to the page's URL as it is typed
 * (after a short pause), so a link reproduces the list; the page reads them back from there.
 */
import { css, html, LitElement, nothing } from 'lit';
import { pageStyles } from '../styles.js';
import { FILTER_PARAMS, RANGE_CHOICES, type TraceFilters } from '../traces/filters.js';
import { setParams } from '../url-state.js';

/** The trace filter bar. */
export class SvcTraceFilters extends LitElement {
  static override properties = { filters: { attribute: false } };
  declare filters: TraceFilters;
  private timer?: ReturnType<typeof setTimeout>;
  private waiting: Record<string, string> = {};

  static override styles = [
    pageStyles,
    css`
      .toolbar input {
        width: 9em;
      }
      .toolbar input.wide {
        width: 16em;
      }
      .toolbar input.narrow {
        width: 6em;
      }
      .toolbar button {
        align-self: flex-end;
      }
    `,
  ];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  /** Sets a filter in the URL; typing waits 300 ms, a choice is applied at once. */
  private set(key: keyof TraceFilters, value: string, now = false): void {
    this.waiting[FILTER_PARAMS[key]] = value;
    clearTimeout(this.timer);
    const apply = () => {
      const values = { ...this.waiting, offset: undefined };
      this.waiting = {};
      setParams(values);
    };
    if (now) apply();
    else this.timer = setTimeout(apply, 300);
  }

  private clear(): void {
    clearTimeout(this.timer);
    this.waiting = {};
    setParams({ ...Object.fromEntries(Object.values(FILTER_PARAMS).map((p) => [p, undefined])), offset: undefined });
    for (const input of this.renderRoot.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
      input.value = '';
  }

  private input(key: keyof TraceFilters, label: string, placeholder: string, cls = '', type = 'text') {
    return html`<label
      >${label}
      <input
        id=${`f-${FILTER_PARAMS[key]}`}
        class=${cls}
        type=${type}
        placeholder=${placeholder}
        .value=${this.filters[key] ?? ''}
        @input=${(e: Event) => this.set(key, (e.target as HTMLInputElement).value)}
        @change=${(e: Event) => this.set(key, (e.target as HTMLInputElement).value, true)}
    /></label>`;
  }

  override render() {
    const f = this.filters;
    if (!f) return nothing;
    const active = Object.values(f).some((v) => v !== '');
    const option = ([value, text]: [string, string], current: string) =>
      html`<option value=${value} ?selected=${current === value}>${text}</option>`;
    return html`<form
      class="toolbar"
      role="search"
      aria-label="Trace filters"
      @submit=${(e: Event) => e.preventDefault()}
    >
      ${this.input('traceId', 'Trace ID', 'exact id', 'wide')} ${this.input('service', 'Service', 'contains')}
      ${this.input('span', 'Span name', 'contains')}
      <label
        >Status
        <select id="f-status" @change=${(e: Event) => this.set('status', (e.target as HTMLSelectElement).value, true)}>
          ${[
            ['', 'All'],
            ['ok', 'OK'],
            ['error', 'Error'],
            ['pending', 'Pending'],
          ].map(([value, text]) => html`<option value=${value!} ?selected=${f.status === value}>${text}</option>`)}
        </select></label
      >
      ${this.input('minMs', 'Min ms', '0', 'narrow', 'number')}
      ${this.input('maxMs', 'Max ms', '∞', 'narrow', 'number')}
      <label
        >Time range
        <select id="f-range" @change=${(e: Event) => this.set('range', (e.target as HTMLSelectElement).value, true)}>
          ${RANGE_CHOICES.map((choice) => option(choice, f.range))}
        </select></label
      >
      ${
        f.range === 'custom'
          ? html`${this.input('from', 'From', '', '', 'datetime-local')}
            ${this.input('to', 'To', '', '', 'datetime-local')}`
          : nothing
      }
      ${this.input('attrs', 'Attributes', 'key=value, key2=value2', 'wide')}
      <button type="button" id="clear-filters" ?disabled=${!active} @click=${this.clear}>Clear</button>
    </form>`;
  }
}
customElements.define('svc-trace-filters', SvcTraceFilters);
