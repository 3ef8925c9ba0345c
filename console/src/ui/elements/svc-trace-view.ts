/**
 * What the views of one trace share (`<svc-waterfall>`, `<svc-flame-graph>`,
 * `<svc-service-breakdown>`, `<svc-trace-map>`): the built trace, the selected span, and the
 * `span-select` event (`detail.id`) they fire when a span is chosen. Defines no element.
 */
import { css, LitElement, type PropertyDeclarations } from 'lit';
import { buttonStyles } from '../styles.js';
import type { Trace } from '../traces/model.js';

/** Styles the views share: the host, compact buttons, the tool bar above the drawing. */
export const viewStyles = [
  buttonStyles,
  css`
    :host {
      display: block;
      font: 12px/1.3 var(--font);
      color: var(--fg);
    }
    button {
      padding: 2px 8px;
    }
    :is(button, select):focus-visible {
      outline: 2px solid var(--focus);
      outline-offset: 1px;
    }
    .tools {
      display: flex;
      gap: 8px;
      align-items: center;
      margin-bottom: 6px;
      color: var(--muted);
    }
  `,
];

/** Base class of the trace views. */
export class TraceView extends LitElement {
  static override properties: PropertyDeclarations = { trace: { attribute: false }, selected: { type: String } };
  /** The trace shown. */
  declare trace: Trace | undefined;
  /** The selected span's id. */
  declare selected: string;

  constructor() {
    super();
    this.selected = '';
  }

  /** Tells the page that span `id` was chosen. */
  protected selectSpan(id: string): void {
    this.dispatchEvent(new CustomEvent('span-select', { detail: { id }, bubbles: true, composed: true }));
  }
}
