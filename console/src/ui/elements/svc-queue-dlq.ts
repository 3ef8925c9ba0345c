/**
 * `<svc-queue-dlq>`: the dead-letter queue of one topic, 50 messages a page, oldest failure
 * first: each with its payload, attempts, last error and when it failed, and the actions
 * Redrive (one), Discard (one) and Redrive all, each asking for confirmation first. It reads
 * again when `dlq-depth` changes (the page follows it on the live feed) and after each action.
 */
import type { QueueDlqMessagesOutput } from '@svc/protocol';
import { css, html, LitElement } from 'lit';
import type { EngineClient } from '../engine-client.js';
import { type Load, load, renderLoad } from '../load.js';
import { pageStyles } from '../styles.js';

/** Messages per page. */
export const DLQ_PAGE_SIZE = 50;

/** An action waiting for its confirmation. */
type Pending = { kind: 'redrive-all' } | { kind: 'redrive' | 'discard'; id: string };

/** A dead-letter queue. */
export class SvcQueueDlq extends LitElement {
  static override properties = {
    client: { attribute: false },
    topic: { type: String },
    dlqDepth: { type: Number, attribute: 'dlq-depth' },
    messages: { state: true },
    offset: { state: true },
    pending: { state: true },
    result: { state: true },
    open: { state: true },
  };
  declare client: EngineClient | undefined;
  declare topic: string;
  declare dlqDepth: number;
  declare messages: Load<QueueDlqMessagesOutput>;
  declare offset: number;
  declare pending: Pending | undefined;
  declare result: { ok: boolean; text: string } | undefined;
  /** Ids of the messages whose payload is shown. */
  declare open: Set<string>;

  static override styles = [
    pageStyles,
    css`
      .confirm {
        display: flex;
        gap: 8px;
        align-items: center;
        flex-wrap: wrap;
        padding: 8px;
        border: 1px solid var(--err);
        border-radius: 6px;
        margin: 4px 0;
      }
      td pre {
        max-height: 200px;
      }
      td.last-error {
        overflow-wrap: break-word;
        min-width: 10em;
      }
      /* Where even the stacked buttons do not fit, the table scrolls inside its panel. */
      .table-scroll {
        overflow-x: auto;
      }
      /* The buttons stack, so the table fits the half-width panel it sits in; a label or a date
         never breaks inside a word. */
      td.failed-at,
      .actions button {
        overflow-wrap: normal;
      }
      .actions button {
        display: block;
        width: 100%;
        margin-bottom: 4px;
      }
      button.link {
        background: none;
        border: 0;
        padding: 0;
        color: var(--link);
        text-decoration: underline;
        text-align: left;
        overflow-wrap: anywhere;
      }
    `,
  ];

  constructor() {
    super();
    this.topic = '';
    this.dlqDepth = 0;
    this.messages = { status: 'idle' };
    this.offset = 0;
    this.open = new Set();
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('topic')) {
      this.offset = 0;
      this.pending = undefined;
      this.result = undefined;
    }
    if (changed.has('topic') || changed.has('dlqDepth')) this.reload();
  }

  /** Reads the page of messages again. */
  reload(): void {
    const client = this.client;
    if (!client || !this.topic) return;
    const topic = this.topic;
    void load(
      this.messages,
      () =>
        client.post<QueueDlqMessagesOutput>(`/dlq/${encodeURIComponent(topic)}/messages`, {
          offset: this.offset,
          limit: DLQ_PAGE_SIZE,
        }),
      (next) => {
        if (this.topic === topic) this.messages = next;
      },
    );
  }

  private async run(action: Pending): Promise<void> {
    const client = this.client;
    if (!client) return;
    const topic = encodeURIComponent(this.topic);
    this.pending = undefined;
    try {
      if (action.kind === 'redrive-all') {
        const answer = await client.post<{ redriven: number }>(`/dlq/${topic}/redrive`, {});
        this.result = { ok: true, text: `Redriven ${answer.redriven} message${answer.redriven === 1 ? '' : 's'}.` };
      } else if (action.kind === 'redrive') {
        await client.post(`/dlq/${topic}/messages/${encodeURIComponent(action.id)}/redrive`, {});
        this.result = { ok: true, text: `Redriven ${action.id}.` };
      } else {
        await client.delete(`/dlq/${topic}/messages/${encodeURIComponent(action.id)}/discard`);
        this.result = { ok: true, text: `Discarded ${action.id}.` };
      }
    } catch (error) {
      this.result = { ok: false, text: (error as Error).message };
    }
    this.reload();
  }

  private confirmBox(question: string, action: Pending, label: string) {
    return html`<div class="confirm" role="alertdialog" aria-label=${question}>
      <span>${question}</span>
      <button class="danger" id="confirm-action" @click=${() => this.run(action)}>${label}</button>
      <button id="cancel-action" @click=${() => (this.pending = undefined)}>Cancel</button>
    </div>`;
  }

  private toggle(id: string): void {
    const open = new Set(this.open);
    if (open.has(id)) open.delete(id);
    else open.add(id);
    this.open = open;
  }

  override render() {
    if (!this.topic) return html``;
    return html`<h2>Dead letters of <code>${this.topic}</code></h2>
      ${renderLoad(this.messages, (answer) => {
        const pending = this.pending;
        return html`<div class="toolbar">
            <span id="dlq-total">${answer.total} message${answer.total === 1 ? '' : 's'}</span>
            <button
              id="redrive-all"
              ?disabled=${answer.total === 0}
              @click=${() => (this.pending = { kind: 'redrive-all' })}
            >
              Redrive all
            </button>
            ${
              this.result
                ? html`<span id="dlq-result" class=${this.result.ok ? 'ok' : 'error'} role="status"
                  >${this.result.text}</span
                >`
                : ''
            }
          </div>
          ${
            pending?.kind === 'redrive-all'
              ? this.confirmBox(`Redrive all ${answer.total} messages of ${this.topic}?`, pending, 'Redrive all')
              : ''
          }
          ${
            answer.messages.length === 0
              ? html`<p class="muted" id="dlq-empty">No dead letters.</p>`
              : html`<div class="table-scroll"><table id="dlq">
                <thead>
                  <tr>
                    <th>Message</th>
                    <th>Last error</th>
                    <th title="Attempts">Tries</th>
                    <th class="hide-narrow">Failed</th>
                    <th></th>
                  </tr>
                </thead>
                <tbody>
                  ${answer.messages.map((m) => this.renderMessage(m))}
                </tbody>
              </table></div>`
          }
          <div class="toolbar">
            <button
              ?disabled=${this.offset === 0}
              @click=${() => {
                this.offset = Math.max(0, this.offset - DLQ_PAGE_SIZE);
                this.reload();
              }}
            >
              Previous
            </button>
            <span class="muted"
              >${answer.total === 0 ? 0 : this.offset + 1}–${Math.min(answer.total, this.offset + DLQ_PAGE_SIZE)} of
              ${answer.total}</span
            >
            <button
              ?disabled=${this.offset + DLQ_PAGE_SIZE >= answer.total}
              @click=${() => {
                this.offset += DLQ_PAGE_SIZE;
                this.reload();
              }}
            >
              Next
            </button>
          </div>`;
      })}`;
  }

  private renderMessage(m: QueueDlqMessagesOutput['messages'][number]) {
    const pending = this.pending;
    const confirming = pending && pending.kind !== 'redrive-all' && pending.id === m.id ? pending : undefined;
    return html`<tr data-message=${m.id}>
      <td>
        <button
          class="link"
          aria-expanded=${this.open.has(m.id) ? 'true' : 'false'}
          @click=${() => this.toggle(m.id)}
        >
          <code title=${m.id}>${m.id.length > 13 ? `${m.id.slice(0, 12)}…` : m.id}</code>
        </button>
        <div class="muted">${m.function_id ?? ''} · ${m.size_bytes} B</div>
        ${
          this.open.has(m.id)
            ? html`<div class="muted"><code>${m.id}</code></div>
              <pre class="payload">${JSON.stringify(m.payload, null, 2)}</pre>`
            : ''
        }
        ${
          confirming
            ? this.confirmBox(
                confirming.kind === 'redrive' ? `Redrive ${m.id}?` : `Discard ${m.id}? It cannot be brought back.`,
                confirming,
                confirming.kind === 'redrive' ? 'Redrive' : 'Discard',
              )
            : ''
        }
      </td>
      <td class="error last-error">${m.error}</td>
      <td><span class=${m.retries > 2 ? 'badge warn' : 'badge'}>${m.retries}</span></td>
      <td class="hide-narrow failed-at">${new Date(m.failed_at * 1000).toLocaleString()}</td>
      <td class="actions">
        <button class="redrive" @click=${() => (this.pending = { kind: 'redrive', id: m.id })}>Redrive</button>
        <button class="danger discard" @click=${() => (this.pending = { kind: 'discard', id: m.id })}>Discard</button>
      </td>
    </tr>`;
  }
}
customElements.define('svc-queue-dlq', SvcQueueDlq);
