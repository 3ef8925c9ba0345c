/**
 * `<svc-schema-form>`: a form generated from a JSON Schema, for a function's request: a field per
 * property of an object (nested objects as fieldsets), text, number and integer inputs, a
 * checkbox for booleans, a select for an `enum`, a list with Add and Remove for arrays, and a
 * JSON field for anything else. Required properties are marked. Fires `change` whenever the value
 * changes; `value` is the JSON value it edits.
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import type { JsonValue } from '../api-types.js';
import { setAt } from '../form-value.js';
import { sampleFor } from '../schema-check.js';
import { buttonStyles } from '../styles.js';

type Schema = { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.enum) ? 'enum' : ((Array.isArray(schema.type) ? schema.type[0] : schema.type) as string);

/** The form. */
export class SvcSchemaForm extends LitElement {
  static override properties = { schema: { attribute: false }, value: { attribute: false } };
  declare schema: JsonValue | undefined;
  declare value: JsonValue;
  static override styles = [
    buttonStyles,
    css`
      :host {
        display: block;
      }
      fieldset {
        border: 1px solid var(--border);
        border-radius: 6px;
        margin: 0 0 8px;
        padding: 6px 10px;
      }
      label {
        display: grid;
        gap: 2px;
        margin-bottom: 8px;
        font-size: 13px;
      }
      .check {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      input,
      select,
      textarea {
        font: inherit;
        background: var(--input-bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 6px;
        padding: 5px 8px;
      }
      :is(input, select, textarea, button):focus-visible {
        outline: 2px solid var(--focus);
      }
      .required {
        color: var(--err);
      }
      .hint {
        color: var(--muted);
        font-size: 12px;
      }
      .item {
        display: flex;
        gap: 6px;
        align-items: start;
      }
      .item > :first-child {
        flex: 1;
      }
    `,
  ];

  constructor() {
    super();
    this.value = {};
  }

  private set(path: (string | number)[], value: JsonValue | undefined): void {
    this.value = setAt(this.value, path, value);
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private field(
    schema: Schema,
    value: JsonValue | undefined,
    path: (string | number)[],
    name: string,
    required: boolean,
  ): TemplateResult {
    const mark = required ? html`<span class="required" aria-hidden="true"> *</span>` : nothing;
    const title = html`<span>${name}${mark}</span>`;
    const hint =
      typeof schema.description === 'string' ? html`<span class="hint">${schema.description}</span>` : nothing;
    const label = `${path.join('.') || 'value'}${required ? ' (required)' : ''}`;
    switch (typeOf(schema)) {
      case 'object':
        return html`<fieldset>
          <legend>${title}</legend>
          ${hint} ${this.fields(schema, value, path)}
        </fieldset>`;
      case 'enum': {
        const options = schema.enum as JsonValue[];
        const at = options.findIndex((o) => JSON.stringify(o) === JSON.stringify(value));
        return html`<label
          >${title}
          <select
            aria-label=${label}
            ?required=${required}
            @change=${(e: Event) => this.set(path, options[Number((e.target as HTMLSelectElement).value)])}
          >
            ${at < 0 ? html`<option value="" selected>—</option>` : nothing}
            ${options.map((o, i) => html`<option value=${i} ?selected=${i === at}>${String(o)}</option>`)}
          </select>
          ${hint}</label
        >`;
      }
      case 'boolean':
        return html`<label class="check"
          ><input
            type="checkbox"
            aria-label=${label}
            .checked=${value === true}
            @change=${(e: Event) => this.set(path, (e.target as HTMLInputElement).checked)}
          />${title} ${hint}</label
        >`;
      case 'number':
      case 'integer':
        return html`<label
          >${title}
          <input
            type="number"
            aria-label=${label}
            step=${typeOf(schema) === 'integer' ? '1' : 'any'}
            ?required=${required}
            .value=${typeof value === 'number' ? String(value) : ''}
            @input=${(e: Event) => {
              const text = (e.target as HTMLInputElement).value;
              this.set(path, text === '' ? undefined : Number(text));
            }}
          />
          ${hint}</label
        >`;
      case 'string':
        return html`<label
          >${title}
          <input
            aria-label=${label}
            ?required=${required}
            .value=${typeof value === 'string' ? value : ''}
            @input=${(e: Event) => this.set(path, (e.target as HTMLInputElement).value)}
          />
          ${hint}</label
        >`;
      case 'array':
        return this.list(schema, value, path, title, hint);
      default:
        return html`<label
          >${title} <span class="hint">(JSON)</span>
          <textarea
            aria-label=${`${label} as JSON`}
            .value=${value === undefined ? '' : JSON.stringify(value)}
            @change=${(e: Event) => {
              try {
                this.set(path, JSON.parse((e.target as HTMLTextAreaElement).value) as JsonValue);
              } catch {
                (e.target as HTMLTextAreaElement).setAttribute('aria-invalid', 'true');
              }
            }}
          ></textarea
          >${hint}</label
        >`;
    }
  }

  private list(
    schema: Schema,
    value: JsonValue | undefined,
    path: (string | number)[],
    title: TemplateResult,
    hint: unknown,
  ): TemplateResult {
    const items = Array.isArray(value) ? value : [];
    const itemSchema = (isObject(schema.items) ? schema.items : {}) as Schema;
    return html`<fieldset>
      <legend>${title}</legend>
      ${hint}
      ${items.map(
        (item, i): TemplateResult => html`<div class="item">
          <div>${this.field(itemSchema, item, [...path, i], `${i + 1}`, false)}</div>
          <button
            type="button"
            aria-label=${`Remove item ${i + 1} of ${path.join('.')}`}
            @click=${() => this.set([...path, i], undefined)}
          >
            Remove
          </button>
        </div>`,
      )}
      <button
        type="button"
        aria-label=${`Add an item to ${path.join('.')}`}
        @click=${() => this.set([...path, items.length], sampleFor(itemSchema))}
      >
        Add item
      </button>
    </fieldset>`;
  }

  private fields(schema: Schema, value: JsonValue | undefined, path: (string | number)[]): TemplateResult[] {
    const properties = (isObject(schema.properties) ? schema.properties : {}) as { [key: string]: Schema };
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const object = isObject(value) ? value : {};
    return Object.entries(properties).map(
      ([name, property]): TemplateResult =>
        this.field(property, object[name], [...path, name], name, required.includes(name)),
    );
  }

  override render() {
    const schema = (isObject(this.schema) ? this.schema : {}) as Schema;
    return typeOf(schema) === 'object' || isObject(schema.properties)
      ? html`<form @submit=${(e: Event) => e.preventDefault()}>${this.fields(schema, this.value, [])}</form>`
      : this.field(schema, this.value, [], 'value', true);
  }
}
customElements.define('svc-schema-form', SvcSchemaForm);
