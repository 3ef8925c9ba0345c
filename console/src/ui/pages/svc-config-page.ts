/**
 * `<svc-config-page>`: whether the console server reaches the engine's bridge, HTTP API and
 * stream socket (checked by the server, not the browser), the engine's listeners, modules and
 * their settings (secrets masked by the engine), OpenTelemetry settings, and both versions.
 */
import { html } from 'lit';
import type { ConnectivityAnswer, ConsoleConfig, InfoAnswer } from '../api-types.js';
import { type Load, load, renderLoad } from '../load.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';

/** The config page. */
export class SvcConfigPage extends PageElement {
  static override properties = { info: { state: true }, probes: { state: true }, config: { state: true } };
  declare info: Load<InfoAnswer>;
  declare probes: Load<ConnectivityAnswer>;
  declare config: ConsoleConfig | undefined;
  static override styles = pageStyles;

  constructor() {
    super();
    this.info = { status: 'idle' };
    this.probes = { status: 'idle' };
  }

  protected override reload(): void {
    void this.client.config().then((config) => (this.config = config));
    void load(
      this.info,
      () => this.client.get<InfoAnswer>('/info'),
      (next) => (this.info = next),
    );
    void load(
      this.probes,
      () => this.client.server<ConnectivityAnswer>('/api/connectivity'),
      (next) => (this.probes = next),
    );
  }

  private renderProbes(answer: ConnectivityAnswer) {
    return html`<table aria-label="Engine connectivity">
      <thead>
        <tr>
          <th>Listener</th>
          <th>Address</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        ${answer.probes.map(
          (p) => html`<tr data-probe=${p.name}>
            <td>${p.name}</td>
            <td><code>${p.url}</code></td>
            <td>
              ${
                p.ok
                  ? html`<span class="badge ok">reachable</span> <span class="muted">${p.ms} ms</span>`
                  : html`<span class="badge err">down</span> ${p.error}`
              }
            </td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private renderInfo(info: InfoAnswer) {
    return html`<h2>Engine</h2>
      <dl>
        <dt>Engine version</dt>
        <dd id="engine-version">${info.version}</dd>
        <dt>Console version</dt>
        <dd>${this.config?.version ?? ''}</dd>
        ${Object.entries(info.listeners ?? {}).map(([name, url]) => html`<dt>${name}</dt><dd><code>${url}</code></dd>`)}
      </dl>
      <h2>OpenTelemetry</h2>
      <pre>${JSON.stringify(info.otel ?? null, null, 2)}</pre>
      <p class="muted">
        Console's own traces: ${this.config?.otel.enabled ? `on (${this.config.otel.serviceName})` : 'off'}
      </p>
      <h2>Modules (${info.modules.length})</h2>
      <table aria-label="Modules">
        <thead>
          <tr>
            <th>Module</th>
            <th>Settings</th>
          </tr>
        </thead>
        <tbody>
          ${info.modules.map(
            (m) => html`<tr data-module=${m.name}>
              <td>${m.name}</td>
              <td><pre>${JSON.stringify(m.settings, null, 2)}</pre></td>
            </tr>`,
          )}
        </tbody>
      </table>`;
  }

  override render() {
    return html`<h1>Config</h1>
      <div class=${this.stale ? 'stale' : ''}>
        <section class="panel">
          <h2>Connectivity</h2>
          ${renderLoad(this.probes, (answer) => this.renderProbes(answer))}
          <div class="toolbar" style="margin-top: 8px">
            <button @click=${() => this.reload()}>Check again</button>
          </div>
        </section>
        <section class="panel data" style="margin-top: 12px">
          ${renderLoad(this.info, (info) => this.renderInfo(info))}
        </section>
      </div>`;
  }
}
customElements.define('svc-config-page', SvcConfigPage);
