/**
 * `<svc-json-editor>`: a JSON text field that says at once whether its text parses and, given a
 * `schema`, what does not fit it. Fires `change` with the parsed value when it is valid.
 */
import { css, html, LitElement } from 'lit';
import type { JsonValue } from '../api-types.js';
import { checkAgainstSchema } from '../schema-check.js';

/** Parses JSON text, answering the value or the parse error's message. */
export function parseJson(text: string): { value: JsonValue } | { error: string } {
  try {
    return { value: JSON.parse(text === '' ? 'null' : text) as JsonValue };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The JSON editor. */
export class SvcJsonEditor extends LitElement {
  static override properties = {
    value: { type: String },
    label: { type: String },
    schema: { attribute: false },
    problems: { state: true },
  };
  declare value: string;
  declare label: string;
  declare schema: JsonValue | undefined;
  declare problems: string[];
  static override styles = css`
    textarea {
      width: 100%;
      box-sizing: border-box;
      min-height: 140px;
      font: 13px/1.4 var(--mono);
      background: var(--input-bg);
      color: var(--fg);
      border: 1px solid var(--border);
      border-radius: 6px;
      padding: 8px;
      resize: vertical;
    }
    textarea[aria-invalid='true'] {
      border-color: var(--err);
    }
    textarea:focus-visible {
      outline: 2px solid var(--focus);
    }
    ul {
      color: var(--err);
      margin: 4px 0 0;
      padding-left: 18px;
      font-size: 12px;
    }
  `;

  constructor() {
    super();
    this.value = '{}';
    this.label = 'JSON';
    this.problems = [];
  }

  /** Whether the text parses and fits the schema. */
  get valid(): boolean {
    return this.check().length === 0;
  }

  /** The parsed value, or undefined when the text is not JSON. */
  get parsed(): JsonValue | undefined {
    const result = parseJson(this.value);
    return 'value' in result ? result.value : undefined;
  }

  private check(): string[] {
    const result = parseJson(this.value);
    if ('error' in result) return [`not JSON: ${result.error}`];
    return this.schema === undefined ? [] : checkAgainstSchema(result.value, this.schema);
  }

  protected override willUpdate(): void {
    this.problems = this.check();
  }

  private onInput(event: Event): void {
    this.value = (event.target as HTMLTextAreaElement).value;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  override render() {
    return html`<textarea
        spellcheck="false"
        aria-label=${this.label}
        aria-invalid=${this.problems.length > 0 ? 'true' : 'false'}
        .value=${this.value}
        @input=${this.onInput}
      ></textarea>
      ${this.problems.length > 0 ? html`<ul role="status">${this.problems.map((p) => html`<li>${p}</li>`)}</ul>` : ''}`;
  }
}
customElements.define('svc-json-editor', SvcJsonEditor);
