/**
 * What every page element shares: the engine client (from the shell's context, or from its own
 * `console` attribute when it is embedded without the shell), a re-render when the engine goes
 * down or comes back, a reload after it comes back, and re-reading the URL on back/forward.
 */
import { ContextConsumer } from '@lit/context';
import { LitElement, type PropertyDeclarations } from 'lit';
import { clientContext } from './context.js';
import { EngineClient } from './engine-client.js';

/** Base class of the `svc-*-page` elements. */
export class PageElement extends LitElement {
  static override properties: PropertyDeclarations = { console: { type: String } };
  /** Base URL of the console server to talk to, when used without `<svc-app>`. */
  declare console: string | undefined;
  private readonly provided = new ContextConsumer(this, { context: clientContext, subscribe: true });
  private watched?: EngineClient;
  private readonly onState = (): void => {
    const up = this.client.state.status === 'up';
    this.requestUpdate();
    if (up && this.wasDown) this.reload();
    this.wasDown = !up;
  };
  private wasDown = false;
  private readonly onUrl = (): void => this.readUrl();

  /** The engine client this page uses. */
  get client(): EngineClient {
    if (this.console !== undefined) return EngineClient.for(this.console);
    return this.provided.value ?? EngineClient.for('');
  }

  /** Whether the engine is unreachable now, so what is shown may be out of date. */
  get stale(): boolean {
    return this.client.state.status === 'down';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.onUrl);
    window.addEventListener('svc-url-change', this.onUrl);
    this.readUrl();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('popstate', this.onUrl);
    window.removeEventListener('svc-url-change', this.onUrl);
    this.watched?.removeEventListener('state', this.onState);
    this.watched = undefined;
  }

  protected override firstUpdated(): void {
    this.watched = this.client;
    this.watched.addEventListener('state', this.onState);
    this.reload();
  }

  /** Loads the page's data (again). */
  protected reload(): void {}

  /** Reads filters and selection from the URL. */
  protected readUrl(): void {}
}
