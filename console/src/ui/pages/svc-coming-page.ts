/** `<svc-coming-page>`: stands in for the observe pages (streams, queues, traces, logs, flow) until they exist. */
import { html } from 'lit';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';

/** A page that is not built yet. */
export class SvcComingPage extends PageElement {
  static override styles = pageStyles;
  override render() {
    const name = location.pathname.replace(/^\//, '') || 'page';
    return html`<h1>${name[0]?.toUpperCase()}${name.slice(1)}</h1>
      <p class="muted">This page is not part of the console yet.</p>`;
  }
}
customElements.define('svc-coming-page', SvcComingPage);
