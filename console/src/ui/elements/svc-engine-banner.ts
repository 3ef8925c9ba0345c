/**
 * `<svc-engine-banner>`: a banner shown while the engine cannot be reached, saying why and since
 * when what is shown is out of date; it goes away by itself once the engine answers again.
 */
import { ContextConsumer } from '@lit/context';
import { css, html, LitElement } from 'lit';
import { clientContext } from '../context.js';
import type { EngineClient } from '../engine-client.js';

/** The engine-down banner. */
export class SvcEngineBanner extends LitElement {
  static override styles = css`
    div {
      background: var(--warn-bg);
      color: var(--warn);
      border: 1px solid var(--warn);
      border-radius: 8px;
      padding: 8px 12px;
      margin-bottom: 12px;
    }
  `;
  private readonly provided = new ContextConsumer(this, { context: clientContext, subscribe: true });
  private watched?: EngineClient;
  private readonly onState = (): void => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    queueMicrotask(() => {
      this.watched = this.provided.value;
      this.watched?.addEventListener('state', this.onState);
      this.requestUpdate();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watched?.removeEventListener('state', this.onState);
  }

  override render() {
    const state = this.watched?.state;
    if (state?.status !== 'down') return html``;
    const since = state.lastSeen ? ` Data shown is from ${new Date(state.lastSeen).toLocaleTimeString()}.` : '';
    return html`<div role="alert" id="engine-down">
      <strong>Engine unreachable</strong> — ${state.reason}. Reconnecting by itself…${since}
    </div>`;
  }
}
customElements.define('svc-engine-banner', SvcEngineBanner);
