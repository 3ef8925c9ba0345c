/**
 * `<svc-app>`: the console's shell. It provides the engine client to the pages, holds the
 * navigation (in the reference console's order, Dashboard first), the theme switch and the
 * engine-down banner, and routes to the pages, each loaded on first use.
 */
import { ContextProvider } from '@lit/context';
import { type Route, Router } from '@vaadin/router';
import { css, html, LitElement } from 'lit';
import type { ConsoleConfig } from './api-types.js';
import { clientContext } from './context.js';
import { EngineClient } from './engine-client.js';
import './elements/svc-engine-banner.js';
import './elements/svc-login.js';
import { buttonStyles } from './styles.js';

/** A navigation entry and its page element, loaded when first shown. */
interface Page {
  path: string;
  label: string;
  tag: string;
  load: () => Promise<unknown>;
  flow?: boolean;
  /** The route's pattern when the page also takes a path below its own (`/traces/<trace_id>`). */
  match?: string;
}

const coming = () => import('./pages/svc-coming-page.js');

/** The pages, in navigation order. */
export const PAGES: Page[] = [
  { path: '/', label: 'Dashboard', tag: 'svc-dashboard-page', load: () => import('./pages/svc-dashboard-page.js') },
  { path: '/workers', label: 'Workers', tag: 'svc-workers-page', load: () => import('./pages/svc-workers-page.js') },
  { path: '/flow', label: 'Flow', tag: 'svc-flow-page', load: () => import('./pages/svc-flow-page.js'), flow: true },
  {
    path: '/functions',
    label: 'Functions',
    tag: 'svc-functions-page',
    load: () => import('./pages/svc-functions-page.js'),
  },
  {
    path: '/triggers',
    label: 'Triggers',
    tag: 'svc-triggers-page',
    load: () => import('./pages/svc-triggers-page.js'),
  },
  { path: '/states', label: 'States', tag: 'svc-states-page', load: () => import('./pages/svc-states-page.js') },
  { path: '/streams', label: 'Streams', tag: 'svc-streams-page', load: () => import('./pages/svc-streams-page.js') },
  { path: '/queues', label: 'Queues', tag: 'svc-queues-page', load: () => import('./pages/svc-queues-page.js') },
  {
    path: '/traces',
    label: 'Traces',
    tag: 'svc-traces-page',
    load: () => import('./pages/svc-traces-page.js'),
    match: '/traces/:trace?',
  },
  { path: '/logs', label: 'Logs', tag: 'svc-logs-page', load: () => import('./pages/svc-logs-page.js') },
  { path: '/config', label: 'Config', tag: 'svc-config-page', load: () => import('./pages/svc-config-page.js') },
];

/** The theme in force: the one chosen, else the system's. */
export function currentTheme(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

/** The console shell. */
export class SvcApp extends LitElement {
  static override properties = { config: { state: true }, path: { state: true }, signIn: { state: true } };
  declare config: ConsoleConfig | undefined;
  /** The console server asks for the console token before it shows anything. */
  declare signIn: boolean;
  declare path: string;
  private readonly client = EngineClient.for('');
  private router?: Router;

  static override styles = [
    buttonStyles,
    css`
    :host {
      display: grid;
      grid-template-columns: 208px minmax(0, 1fr);
      min-height: 100vh;
      color: var(--fg);
      font: 14px/1.45 var(--font);
    }
    nav {
      background: var(--sidebar);
      border-right: 1px solid var(--border);
      padding: 16px 8px;
      display: flex;
      flex-direction: column;
      gap: 2px;
    }
    .brand {
      font-weight: 700;
      padding: 0 8px 12px;
    }
    nav a {
      color: var(--fg);
      text-decoration: none;
      padding: 6px 10px;
      border-radius: 6px;
    }
    nav a:hover {
      background: var(--hover);
    }
    nav a[aria-current='page'] {
      background: var(--selected);
      font-weight: 600;
    }
    nav a:focus-visible,
    button:focus-visible {
      outline: 2px solid var(--focus);
      outline-offset: 1px;
    }
    .foot {
      margin-top: auto;
      padding: 8px;
      font-size: 12px;
      color: var(--muted);
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    main {
      padding: 20px 24px;
      min-width: 0;
    }
    @media (max-width: 760px) {
      :host {
        grid-template-columns: 1fr;
        grid-template-rows: auto 1fr;
      }
      nav {
        flex-direction: row;
        align-items: center;
        overflow-x: auto;
        padding: 8px;
        border-right: 0;
        border-bottom: 1px solid var(--border);
      }
      .brand {
        padding: 6px 8px;
      }
      nav a,
      .brand {
        white-space: nowrap;
      }
      .foot {
        margin: 0;
        flex-direction: row;
        align-items: center;
      }
      .foot span {
        display: none;
      }
      main {
        padding: 12px;
      }
    }
  `,
  ];

  constructor() {
    super();
    this.path = location.pathname;
    this.signIn = false;
    new ContextProvider(this, { context: clientContext, initialValue: this.client });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('vaadin-router-location-changed', this.onRoute);
    this.client.addEventListener('login', this.onLogin);
    this.client.config().then(
      (config) => {
        this.config = config;
      },
      () => {},
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('vaadin-router-location-changed', this.onRoute);
    this.client.removeEventListener('login', this.onLogin);
  }

  private readonly onLogin = (): void => {
    this.signIn = this.client.loginRequired;
  };

  private readonly onRoute = (): void => {
    this.path = location.pathname;
  };

  protected override firstUpdated(): void {
    const outlet = this.renderRoot.querySelector('main #outlet') as HTMLElement;
    this.router = new Router(outlet);
    const routes: Route[] = PAGES.map((page) => ({
      path: page.match ?? page.path,
      component: page.tag,
      action: async () => {
        await page.load();
        return undefined;
      },
    }));
    routes.push({ path: '(.*)', component: 'svc-coming-page', action: coming as never });
    void this.router.setRoutes(routes);
  }

  private toggleTheme(): void {
    const next = currentTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    localStorage.setItem('svc-theme', next);
    this.requestUpdate();
  }

  private footer(): string {
    const config = this.config;
    return config ? `v${config.version} • ${config.engineHost}:${config.enginePort}` : '';
  }

  override render() {
    const pages = PAGES.filter((page) => !page.flow || this.config?.enableFlow);
    const active = (page: Page) =>
      page.path === '/' ? this.path === '/' : this.path === page.path || this.path.startsWith(`${page.path}/`);
    const theme = currentTheme();
    return html`
      <nav aria-label="Console pages">
        <div class="brand">svc console</div>
        ${pages.map(
          (page) => html`<a href=${page.path} aria-current=${active(page) ? 'page' : 'false'}>${page.label}</a>`,
        )}
        <div class="foot">
          <button
            id="theme"
            @click=${this.toggleTheme}
            aria-label=${`Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`}
          >
            ${theme === 'dark' ? '☀ Light' : '☾ Dark'}
          </button>
          <span>${this.footer()}</span>
        </div>
      </nav>
      <main>
        ${this.signIn ? html`<svc-login></svc-login>` : html`<svc-engine-banner></svc-engine-banner>`}
        <div id="outlet" ?hidden=${this.signIn}></div>
      </main>
    `;
  }
}
customElements.define('svc-app', SvcApp);
