/**
 * `<svc-json-editor>`: a JSON editor (CodeMirror 6, loaded as its own chunk the first time one is
 * shown; a plain text field until then) that marks at once where its text does not parse and,
 * given a `schema`, what does not fit it, inline and in a list under it. With a schema that
 * declares an object or fields it offers a generated form (`<svc-schema-form>`) instead; switching
 * between Form and JSON keeps the value. Fires `change` when the value changes.
 */
import { css, html, LitElement, nothing } from 'lit';
import type { JsonValue } from '../api-types.js';
import type { JsonCode } from '../json-code.js';
import { parseJson, problemsOf } from '../schema-check.js';
import { buttonStyles } from '../styles.js';
import './svc-schema-form.js';
import type { SvcSchemaForm } from './svc-schema-form.js';

/** Whether a schema gets a form: it describes an object, or its fields. */
function formable(schema: JsonValue | undefined): boolean {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return false;
  const s = schema as { [key: string]: JsonValue };
  return s.type === 'object' || (typeof s.properties === 'object' && s.properties !== null);
}

/** The JSON editor. */
export class SvcJsonEditor extends LitElement {
  static override properties = {
    value: { type: String },
    label: { type: String },
    schema: { attribute: false },
    problems: { state: true },
    mode: { state: true },
    loaded: { state: true },
  };
  declare value: string;
  declare label: string;
  declare schema: JsonValue | undefined;
  declare problems: string[];
  /** Whether the form or the JSON text is shown. */
  declare mode: 'json' | 'form';
  /** Whether CodeMirror is mounted (else the text field is shown). */
  declare loaded: boolean;
  private code?: JsonCode;
  private mounting = false;
  static override styles = [
    buttonStyles,
    css`
      :host {
        display: block;
      }
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
      textarea:focus-visible,
      button:focus-visible {
        outline: 2px solid var(--focus);
      }
      .modes {
        display: flex;
        gap: 4px;
        margin-bottom: 6px;
      }
      button[aria-pressed='true'] {
        background: var(--selected);
      }
      ul {
        color: var(--err);
        margin: 4px 0 0;
        padding-left: 18px;
        font-size: 12px;
      }
      .cm-host[hidden] {
        display: none;
      }
    `,
  ];

  constructor() {
    super();
    this.value = '{}';
    this.label = 'JSON';
    this.problems = [];
    this.mode = 'json';
    this.loaded = false;
  }

  /** Whether the text parses and fits the schema. */
  get valid(): boolean {
    return problemsOf(this.value, this.schema).length === 0;
  }

  /** The parsed value, or undefined when the text is not JSON. */
  get parsed(): JsonValue | undefined {
    const result = parseJson(this.value);
    return 'value' in result ? result.value : undefined;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    this.problems = problemsOf(this.value, this.schema).map((p) => p.message);
    if (changed.has('schema') && !formable(this.schema)) this.mode = 'json';
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('value')) this.code?.setText(this.value);
    if (!this.code && !this.mounting) void this.mount();
  }

  /** Loads CodeMirror (once, for every editor) and puts it in place of the text field. */
  private async mount(): Promise<void> {
    this.mounting = true;
    const { mountJsonCode } = await import('../json-code.js');
    const parent = this.renderRoot.querySelector('.cm-host') as HTMLElement | null;
    if (!parent || !this.isConnected) {
      this.mounting = false;
      return;
    }
    this.code = mountJsonCode({
      parent,
      root: this.renderRoot as ShadowRoot,
      text: this.value,
      label: this.label,
      onChange: (text) => this.edit(text),
      problems: (text) => problemsOf(text, this.schema),
    });
    this.loaded = true;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.code?.destroy();
    this.code = undefined;
    this.mounting = false;
    this.loaded = false;
  }

  /** Takes new text from the user. */
  private edit(text: string): void {
    this.value = text;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private switchTo(mode: 'json' | 'form'): void {
    if (mode === 'form' && this.parsed === undefined) {
      this.problems = ['fix the JSON before switching to the form', ...this.problems];
      return;
    }
    this.mode = mode;
  }

  override render() {
    const form = this.mode === 'form';
    return html`${
      formable(this.schema)
        ? html`<div class="modes" role="group" aria-label=${`${this.label}: edit as`}>
            <button type="button" aria-pressed=${String(!form)} @click=${() => this.switchTo('json')}>
              JSON
            </button>
            <button type="button" id="form-mode" aria-pressed=${String(form)} @click=${() => this.switchTo('form')}>
              Form
            </button>
          </div>`
        : nothing
    }
      ${
        form
          ? html`<svc-schema-form
              .schema=${this.schema}
              .value=${this.parsed ?? {}}
              @change=${(e: Event) => this.edit(JSON.stringify((e.target as SvcSchemaForm).value, null, 2))}
            ></svc-schema-form>`
          : nothing
      }
      <div class="cm-host" ?hidden=${form || !this.loaded}></div>
      ${
        this.loaded || form
          ? nothing
          : html`<textarea
              spellcheck="false"
              aria-label=${this.label}
              aria-invalid=${this.problems.length > 0 ? 'true' : 'false'}
              .value=${this.value}
              @input=${(e: Event) => this.edit((e.target as HTMLTextAreaElement).value)}
            ></textarea>`
      }
      ${this.problems.length > 0 ? html`<ul role="status">${this.problems.map((p) => html`<li>${p}</li>`)}</ul>` : ''}`;
  }
}
customElements.define('svc-json-editor', SvcJsonEditor);
