/**
 * `<svc-login>`: the sign-in form, shown when the console server was started with a console
 * token and this browser has no session yet. It posts the token once (`POST /api/login`); the
 * server answers with an HttpOnly session cookie, and the page reloads to show the console.
 */
import { ContextConsumer } from '@lit/context';
import { css, html, LitElement } from 'lit';
import { clientContext } from '../context.js';
import { buttonStyles } from '../styles.js';

/** The sign-in form. */
export class SvcLogin extends LitElement {
  static override properties = { error: { state: true }, busy: { state: true } };
  declare error: string;
  declare busy: boolean;
  private readonly provided = new ContextConsumer(this, { context: clientContext });

  static override styles = [
    buttonStyles,
    css`
      form {
        max-width: 420px;
        margin: 48px auto;
        display: flex;
        flex-direction: column;
        gap: 12px;
        background: var(--panel, transparent);
        border: 1px solid var(--border);
        border-radius: 8px;
        padding: 20px;
      }
      h1 {
        font-size: 18px;
        margin: 0;
      }
      p {
        margin: 0;
        color: var(--muted);
      }
      input {
        font: inherit;
        padding: 6px 8px;
        border-radius: 6px;
        border: 1px solid var(--border);
        background: var(--bg);
        color: var(--fg);
      }
      input:focus-visible,
      button:focus-visible {
        outline: 2px solid var(--focus);
        outline-offset: 1px;
      }
      [role='alert'] {
        color: var(--error, var(--warn));
      }
    `,
  ];

  constructor() {
    super();
    this.error = '';
    this.busy = false;
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input') as HTMLInputElement;
    this.busy = true;
    const ok = await this.provided.value?.login(input.value);
    this.busy = false;
    if (ok) location.reload();
    else this.error = 'That is not the console token.';
  }

  override render() {
    return html`<form @submit=${this.submit} aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <p>This console asks for the engine's console token before it shows anything.</p>
      <label for="token">Console token</label>
      <input id="token" type="password" autocomplete="current-password" required />
      ${this.error ? html`<div role="alert">${this.error}</div>` : ''}
      <button type="submit" ?disabled=${this.busy}>Sign in</button>
    </form>`;
  }
}
customElements.define('svc-login', SvcLogin);
