/**
 * `<svc-spark-chart>`: a small time-series line (uPlot) of the last points it was given. Points
 * are kept in a bounded ring and drawn at most once per animation frame, however fast they come.
 */
import { css, html, LitElement, unsafeCSS } from 'lit';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { Series } from '../series.js';

/** A sparkline of one series. */
export class SvcSparkChart extends LitElement {
  static override properties = { label: { type: String }, unit: { type: String } };
  declare label: string;
  declare unit: string;
  static override styles = [
    unsafeCSS(uplotCss),
    css`
      :host {
        display: block;
      }
      .value {
        font-size: 20px;
        font-weight: 600;
      }
      .label {
        color: var(--muted);
        font-size: 12px;
      }
    `,
  ];
  /** The series drawn. */
  readonly series = new Series();
  /** How many times it has drawn (at most once per animation frame). */
  draws = 0;
  private plot?: uPlot;
  private frame = 0;

  constructor() {
    super();
    this.label = '';
    this.unit = '';
  }

  /** Adds a point and schedules a redraw. */
  add(time: number, value: number): void {
    this.series.push(time, value);
    this.schedule();
  }

  /** Replaces every point (a history, oldest first) and schedules a redraw. */
  replace(points: [time: number, value: number][]): void {
    this.series.clear();
    for (const [time, value] of points) this.series.push(time, value);
    this.schedule();
  }

  private schedule(): void {
    if (this.frame === 0) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.draw();
      });
    }
  }

  private draw(): void {
    this.draws++;
    this.requestUpdate();
    const data: uPlot.AlignedData = [this.series.times, this.series.values];
    if (this.plot) {
      this.plot.setData(data);
      return;
    }
    const target = this.renderRoot.querySelector('.plot') as HTMLElement | null;
    if (!target) return;
    const color = getComputedStyle(this).getPropertyValue('--chart').trim() || '#5aa9ff';
    this.plot = new uPlot(
      {
        width: Math.max(120, target.clientWidth),
        height: 48,
        legend: { show: false },
        cursor: { show: false },
        axes: [{ show: false }, { show: false }],
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [{}, { stroke: color, width: 1.5, fill: `${color}22`, points: { show: false } }],
      },
      data,
      target,
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.plot?.destroy();
    this.plot = undefined;
  }

  override render() {
    const last = this.series.values.at(-1);
    const text = last === undefined ? '—' : `${Number.isInteger(last) ? last : last.toFixed(1)}${this.unit}`;
    return html`<div class="label">${this.label}</div>
      <div class="value" aria-live="off">${text}</div>
      <div class="plot" role="img" aria-label=${`${this.label} over the last minutes`}></div>`;
  }
}
customElements.define('svc-spark-chart', SvcSparkChart);
