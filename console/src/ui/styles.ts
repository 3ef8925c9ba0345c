/** Styles every page shares: tables, buttons, inputs, panels, badges. Colours are theme variables. */
import { css } from 'lit';

/** A plain button, shared by the shell and the pages. */
export const buttonStyles = css`
  button {
    background: var(--btn-bg);
    color: var(--btn-fg);
    border: 1px solid var(--border);
    border-radius: 6px;
    padding: 6px 12px;
    font: inherit;
    cursor: pointer;
  }
`;

/** The page-specific part of the shared styles. */
const pageOnlyStyles = css`
  :host {
    display: block;
    color: var(--fg);
    font: 14px/1.45 var(--font);
  }
  :host([stale]) .data,
  .stale .data {
    opacity: 0.55;
  }
  h1 {
    font-size: 20px;
    margin: 0 0 12px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  h2 {
    font-size: 15px;
    margin: 16px 0 8px;
  }
  .muted {
    color: var(--muted);
  }
  .error {
    color: var(--err);
  }
  .ok {
    color: var(--ok);
  }
  .toolbar {
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
    margin-bottom: 12px;
  }
  input,
  select,
  textarea {
    background: var(--input-bg);
    color: var(--fg);
    border: 1px solid var(--border);
    border-radius: 6px;
    padding: 6px 8px;
    font: inherit;
  }
  textarea {
    font-family: var(--mono);
    font-size: 13px;
    width: 100%;
    box-sizing: border-box;
    min-height: 120px;
  }
  button.primary {
    background: var(--accent);
    color: var(--accent-fg);
    border-color: var(--accent);
  }
  button.danger {
    color: var(--err);
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  :is(button, input, select, textarea, a, [tabindex]):focus-visible {
    outline: 2px solid var(--focus);
    outline-offset: 2px;
  }
  a {
    color: var(--link);
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid var(--border);
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: var(--muted);
    font-weight: 600;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    /* A column heading stays one word on one line; the cells under it wrap instead. */
    white-space: nowrap;
    overflow-wrap: normal;
  }
  tr.selected td {
    background: var(--selected);
  }
  tbody tr[tabindex]:hover td {
    background: var(--hover);
    cursor: pointer;
  }
  code,
  pre {
    font-family: var(--mono);
    font-size: 13px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px;
    border-radius: 6px;
    overflow: auto;
    max-height: 360px;
    margin: 0;
    white-space: pre-wrap;
    word-break: break-word;
  }
  .split {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 16px;
  }
  .panel {
    background: var(--panel);
    border: 1px solid var(--border);
    border-radius: 10px;
    padding: 12px 16px;
    min-width: 0;
  }
  .badge {
    display: inline-block;
    padding: 1px 8px;
    border-radius: 9999px;
    font-size: 12px;
    background: var(--badge-bg);
    color: var(--fg);
  }
  .badge.ok {
    background: var(--ok-bg);
    color: var(--ok);
  }
  .badge.err {
    background: var(--err-bg);
    color: var(--err);
  }
  .badge.warn {
    background: var(--warn-bg);
    color: var(--warn);
  }
  .tabs {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
    margin-bottom: 12px;
  }
  .tabs [role='tab'][aria-selected='true'] {
    background: var(--accent);
    color: var(--accent-fg);
    border-color: var(--accent);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: var(--muted);
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
  label {
    display: inline-flex;
    flex-direction: column;
    gap: 2px;
    font-size: 12px;
    color: var(--muted);
  }
  /* The column headings over an <svc-virtual-list>, in the page's --list-columns. */
  .list-head {
    display: grid;
    grid-template-columns: var(--list-columns);
    gap: 8px;
    padding: 6px 8px;
    color: var(--muted);
    font-size: 12px;
    font-weight: 600;
    text-transform: uppercase;
  }
  @media (max-width: 760px) {
    .split {
      grid-template-columns: 1fr;
    }
    .hide-narrow {
      display: none;
    }
  }
`;

/** The shared page styles. */
export const pageStyles = [buttonStyles, pageOnlyStyles];
