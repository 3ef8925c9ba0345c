/**
 * `<svc-request-builder>`: sends a request to an HTTP trigger through the console's engine proxy:
 * the method, the trigger's path with a field per path parameter (`:id` or `{id}`), query pairs
 * and a JSON body; shows the answer's status, headers, body and time.
 */
import { css, html, LitElement } from 'lit';
import type { EngineClient } from '../engine-client.js';
import { fillPath, pathParams } from '../http-path.js';
import { pageStyles } from '../styles.js';

/** The methods offered. */
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** The answer to a sent request. */
interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
  ms: number;
}

/** The HTTP request builder. */
export class SvcRequestBuilder extends LitElement {
  static override properties = {
    path: { type: String },
    method: { type: String },
    client: { attribute: false },
    params: { state: true },
    query: { state: true },
    body: { state: true },
    answer: { state: true },
    sending: { state: true },
  };
  declare path: string;
  declare method: string;
  declare client: EngineClient | undefined;
  declare params: Record<string, string>;
  declare query: [string, string][];
  declare body: string;
  declare answer: Answer | { error: string } | undefined;
  declare sending: boolean;
  static override styles = [
    pageStyles,
    css`
      .row {
        display: flex;
        gap: 6px;
        flex-wrap: wrap;
        align-items: end;
        margin-bottom: 8px;
      }
    `,
  ];

  constructor() {
    super();
    this.path = '/';
    this.method = 'GET';
    this.params = {};
    this.query = [];
    this.body = '{}';
    this.sending = false;
  }

  private async send(): Promise<void> {
    if (!this.client) return;
    const search = new URLSearchParams(this.query.filter(([key]) => key !== ''));
    const url = `${fillPath(this.path, this.params)}${search.size > 0 ? `?${search}` : ''}`;
    const withBody = this.method !== 'GET' && this.method !== 'DELETE';
    this.sending = true;
    const started = performance.now();
    try {
      const res = await this.client.raw(
        this.method,
        url,
        withBody ? this.body : undefined,
        withBody ? { 'content-type': 'application/json' } : {},
      );
      const body = await res.text();
      this.answer = { status: res.status, headers: [...res.headers], body, ms: performance.now() - started };
    } catch (error) {
      this.answer = { error: (error as Error).message };
    } finally {
      this.sending = false;
    }
  }

  private renderAnswer() {
    const answer = this.answer;
    if (!answer) return '';
    if ('error' in answer) return html`<p class="error" role="alert">${answer.error}</p>`;
    let body = answer.body;
    try {
      body = JSON.stringify(JSON.parse(body), null, 2);
    } catch {}
    return html`<div id="http-answer">
      <span class=${answer.status < 400 ? 'badge ok' : 'badge err'} id="http-status">${answer.status}</span>
      <span class="muted">${answer.ms.toFixed(1)} ms</span>
      <details><summary>Headers (${answer.headers.length})</summary>
        <pre>${answer.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}</pre></details>
      <pre id="http-body">${body}</pre>
    </div>`;
  }

  override render() {
    const names = pathParams(this.path);
    const withBody = this.method !== 'GET' && this.method !== 'DELETE';
    return html`<div class="row">
        <label
          >Method
          <select
            aria-label="Method"
            .value=${this.method}
            @change=${(e: Event) => (this.method = (e.target as HTMLSelectElement).value)}
          >
            ${METHODS.map((m) => html`<option ?selected=${m === this.method}>${m}</option>`)}
          </select></label
        >
        <code>${this.path}</code>
      </div>
      ${
        names.length > 0
          ? html`<div class="row">
            ${names.map(
              (name) =>
                html`<label
                  >${name}
                  <input
                    aria-label=${`Path parameter ${name}`}
                    data-param=${name}
                    .value=${this.params[name] ?? ''}
                    @input=${(e: Event) =>
                      (this.params = { ...this.params, [name]: (e.target as HTMLInputElement).value })}
                /></label>`,
            )}
          </div>`
          : ''
      }
      ${this.query.map(
        ([key, value], index) => html`<div class="row">
          <input
            aria-label="Query key"
            placeholder="key"
            .value=${key}
            @input=${(e: Event) => this.setQuery(index, (e.target as HTMLInputElement).value, value)}
          />
          <input
            aria-label="Query value"
            placeholder="value"
            .value=${value}
            @input=${(e: Event) => this.setQuery(index, key, (e.target as HTMLInputElement).value)}
          />
          <button
            aria-label="Remove query pair"
            @click=${() => (this.query = this.query.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>`,
      )}
      <div class="row">
        <button @click=${() => (this.query = [...this.query, ['', '']])}>Add query parameter</button>
      </div>
      ${
        withBody
          ? html`<textarea
            aria-label="Request body (JSON)"
            .value=${this.body}
            @input=${(e: Event) => (this.body = (e.target as HTMLTextAreaElement).value)}
          ></textarea>`
          : ''
      }
      <div class="row">
        <button class="primary" id="send" ?disabled=${this.sending} @click=${this.send}>
          ${this.sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      ${this.renderAnswer()}`;
  }

  private setQuery(index: number, key: string, value: string): void {
    this.query = this.query.map((pair, i) => (i === index ? [key, value] : pair));
  }
}
customElements.define('svc-request-builder', SvcRequestBuilder);
