/**
 * `<svc-service-breakdown>`: per service of a trace, its spans, total and average duration, errors
 * and error rate, with a bar of its share of the time; and the percentiles of span durations.
 */
import { css, html, nothing } from 'lit';
import { pageStyles } from '../styles.js';
import { percentile, serviceBreakdown, serviceColor } from '../traces/breakdown.js';
import { formatDuration } from '../traces/waterfall.js';
import { TraceView } from './svc-trace-view.js';

/** The service breakdown view. */
export class SvcServiceBreakdown extends TraceView {
  static override styles = [
    pageStyles,
    css`
    td.n {
      font-variant-numeric: tabular-nums;
    }
    .swatch {
      display: inline-block;
      width: 10px;
      height: 10px;
      border-radius: 2px;
      margin-right: 6px;
    }
    .share {
      background: var(--badge-bg);
      height: 8px;
      border-radius: 4px;
      min-width: 80px;
    }
    .share div {
      height: 8px;
      border-radius: 4px;
    }
    .err {
      color: var(--err);
    }
    p {
      color: var(--muted);
    }
  `,
  ];

  override render() {
    const trace = this.trace;
    if (!trace) return nothing;
    const rows = serviceBreakdown(trace);
    const sum = rows.reduce((total, row) => total + row.totalMs, 0) || 1;
    const sorted = trace.spans.map((s) => s.durationMs).sort((a, b) => a - b);
    return html`<p id="percentiles">
        Span durations: p50 ${formatDuration(percentile(sorted, 50))} · p95 ${formatDuration(percentile(sorted, 95))}
        · p99 ${formatDuration(percentile(sorted, 99))} · max ${formatDuration(sorted.at(-1) ?? 0)}
      </p>
      <table aria-label="Services of the trace">
        <thead>
          <tr>
            <th>Service</th>
            <th>Spans</th>
            <th>Total</th>
            <th>Average</th>
            <th>Errors</th>
            <th>Error rate</th>
            <th>Share of time</th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) => html`<tr data-service=${row.service}>
              <td><span class="swatch" style="background: ${serviceColor(row.service)}"></span>${row.service}</td>
              <td class="n">${row.spans}</td>
              <td class="n">${formatDuration(row.totalMs)}</td>
              <td class="n avg">${formatDuration(row.avgMs)}</td>
              <td class="n ${row.errors > 0 ? 'err' : ''}">${row.errors}</td>
              <td class="n rate ${row.errors > 0 ? 'err' : ''}">${(row.errorRate * 100).toFixed(1)}%</td>
              <td>
                <div class="share" title=${`${((row.totalMs / sum) * 100).toFixed(1)}%`}>
                  <div style="width: ${(row.totalMs / sum) * 100}%; background: ${serviceColor(row.service)}"></div>
                </div>
              </td>
            </tr>`,
          )}
        </tbody>
      </table>`;
  }
}
customElements.define('svc-service-breakdown', SvcServiceBreakdown);
