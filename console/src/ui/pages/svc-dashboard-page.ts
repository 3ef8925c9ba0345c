/**
 * `<svc-dashboard-page>`: counts of functions, triggers, workers and streams, reloaded when the
 * live feed says the registry changed (no polling); invocations/s, errors/s and p95 latency from
 * the feed's `invocations` group; a compact flow diagram; when the feed last spoke, and a stale
 * marker while it is down.
 */
import { css, html } from 'lit';
import type {
  ConsoleTrigger,
  FunctionsAnswer,
  LiveInvocationPoint,
  LiveInvocationStats,
  StreamsAnswer,
  TriggersAnswer,
  WorkersAnswer,
} from '../api-types.js';
import type { LiveEvent } from '../live-feed.js';
import { PageElement } from '../page-element.js';
import { pageStyles } from '../styles.js';
import '../elements/svc-flow-graph.js';
import '../elements/svc-spark-chart.js';
import type { SvcSparkChart } from '../elements/svc-spark-chart.js';

/** The four counts. */
interface Counts {
  functions: number;
  triggers: number;
  workers: number;
  streams: number;
}

/** The dashboard. */
export class SvcDashboardPage extends PageElement {
  static override properties = {
    counts: { state: true },
    triggers: { state: true },
    lastUpdate: { state: true },
    error: { state: true },
  };
  declare counts: Counts | undefined;
  declare triggers: ConsoleTrigger[];
  declare lastUpdate: number;
  declare error: string;
  private unsubscribe: (() => void)[] = [];
  private reloadTimer?: ReturnType<typeof setTimeout>;

  static override styles = [
    pageStyles,
    css`
      .cards {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
        gap: 12px;
        margin-bottom: 16px;
      }
      .card {
        display: block;
        text-decoration: none;
        color: var(--fg);
      }
      .card .n {
        font-size: 28px;
        font-weight: 700;
      }
      .charts {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
        gap: 12px;
        margin-bottom: 16px;
      }
    `,
  ];

  constructor() {
    super();
    this.triggers = [];
    this.lastUpdate = 0;
    this.error = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const live = this.client.live;
    this.unsubscribe = [
      live.subscribe('registry', () => this.onRegistry()),
      live.subscribe('invocations', (event) => this.onInvocations(event)),
      live.subscribe('streams', () => {
        this.lastUpdate = Date.now();
      }),
    ];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.unsubscribe) stop();
    this.unsubscribe = [];
    clearTimeout(this.reloadTimer);
  }

  protected override async reload(): Promise<void> {
    try {
      const [functions, triggers, workers, streams] = await Promise.all([
        this.client.get<FunctionsAnswer>('/functions'),
        this.client.get<TriggersAnswer>('/triggers'),
        this.client.get<WorkersAnswer>('/workers'),
        this.client.get<StreamsAnswer>('/streams/list').catch(() => ({ stream: [], count: 0 })),
      ]);
      this.counts = {
        functions: functions.functions.length,
        triggers: triggers.triggers.length,
        workers: workers.workers.length,
        streams: streams.stream.filter((stream) => !stream.system).length,
      };
      this.triggers = triggers.triggers;
      this.error = '';
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  private onRegistry(): void {
    this.lastUpdate = Date.now();
    // Changes come in bursts as workers register; one reload per burst. A join's `sync` reloads
    // too: what registered before the group was joined is not among the changes sent after it.
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => void this.reload(), 150);
  }

  private onInvocations(event: LiveEvent): void {
    this.lastUpdate = Date.now();
    const chart = (id: string) => this.renderRoot.querySelector(`#${id}`) as SvcSparkChart | null;
    const history = (event.data as unknown as LiveInvocationStats | null)?.history;
    if (event.type === 'sync' && history) {
      // The engine's last minutes, as a join (or a rejoin after a reconnect) gets them.
      const at = (p: LiveInvocationPoint) => p.at_ms / 1000;
      chart('rate')?.replace(history.map((p) => [at(p), p.per_second]));
      chart('errors')?.replace(history.map((p) => [at(p), p.error_per_second]));
      chart('p95')?.replace(history.map((p) => [at(p), p.p95_ms]));
      return;
    }
    if (event.type !== 'stats' || event.data === null) return;
    const stats = event.data as unknown as LiveInvocationStats;
    const seconds = Math.max(0.001, stats.window_ms / 1000);
    const now = event.timestamp / 1000;
    chart('rate')?.add(now, stats.per_second);
    chart('errors')?.add(now, stats.error / seconds);
    chart('p95')?.add(now, stats.latency_ms.p95);
  }

  override render() {
    const counts = this.counts;
    const card = (href: string, label: string, value: number | undefined, id: string) =>
      html`<a class="card panel" href=${href} id=${id}
        ><div class="muted">${label}</div>
        <div class="n">${value ?? '…'}</div></a
      >`;
    const feedUp = this.client.live.connected;
    return html`
      <h1>
        Dashboard
        ${
          feedUp
            ? html`<span class="badge ok" id="feed">live</span>`
            : html`<span class="badge warn" id="feed" role="status">stale: live feed down</span>`
        }
      </h1>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : ''}
      <div class=${this.stale || !feedUp ? 'stale' : ''}>
        <div class="cards data">
          ${card('/functions', 'Functions', counts?.functions, 'count-functions')}
          ${card('/triggers', 'Triggers', counts?.triggers, 'count-triggers')}
          ${card('/workers', 'Workers', counts?.workers, 'count-workers')}
          ${card('/streams', 'Streams', counts?.streams, 'count-streams')}
        </div>
        <div class="charts data">
          <svc-spark-chart class="panel" id="rate" label="Invocations/s"></svc-spark-chart>
          <svc-spark-chart class="panel" id="errors" label="Errors/s"></svc-spark-chart>
          <svc-spark-chart class="panel" id="p95" label="p95 latency" unit=" ms"></svc-spark-chart>
        </div>
        <section class="panel data" aria-label="Flow">
          <h2>Flow</h2>
          <svc-flow-graph .triggers=${this.triggers} max-nodes="24"></svc-flow-graph>
        </section>
      </div>
      <p class="muted" id="last-update">
        Last update: ${this.lastUpdate ? new Date(this.lastUpdate).toLocaleTimeString() : 'none yet'}
      </p>
    `;
  }
}
customElements.define('svc-dashboard-page', SvcDashboardPage);
