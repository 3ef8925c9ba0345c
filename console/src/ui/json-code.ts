/**
 * The CodeMirror 6 half of `<svc-json-editor>`, loaded as a chunk of its own the first time an
 * editor is shown (the first page load does not carry it): JSON highlighting, bracket matching,
 * undo, and lint marks for what `problems` reports (parse errors and schema mismatches).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { Problem } from './schema-check.js';

/** What the editor element holds of a CodeMirror view. */
export interface JsonCode {
  /** Replaces the text (not reported back through `onChange`). */
  setText(text: string): void;
  /** Focuses the text. */
  focus(): void;
  destroy(): void;
}

/** JSON colours from the theme's variables, so both themes keep their contrast. */
const colours = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--link)' },
  { tag: tags.string, color: 'var(--ok)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--warn)' },
  { tag: tags.invalid, color: 'var(--err)' },
]);

const theme = EditorView.theme({
  '&': {
    background: 'var(--input-bg)',
    color: 'var(--fg)',
    border: '1px solid var(--border)',
    borderRadius: '6px',
    fontSize: '13px',
  },
  '&.cm-focused': { outline: '2px solid var(--focus)' },
  '.cm-content': { fontFamily: 'var(--mono)', minHeight: '120px', caretColor: 'var(--fg)' },
  '.cm-gutters': { background: 'var(--code-bg)', color: 'var(--muted)', border: 'none' },
  '.cm-scroller': { maxHeight: '320px', overflow: 'auto' },
});

/** Mounts an editor in `parent` (inside `root`, the element's shadow root). */
export function mountJsonCode(options: {
  parent: HTMLElement;
  root: ShadowRoot;
  text: string;
  label: string;
  onChange(text: string): void;
  problems(text: string): Problem[];
}): JsonCode {
  let quiet = false;
  const view = new EditorView({
    root: options.root,
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        history(),
        bracketMatching(),
        json(),
        syntaxHighlighting(colours),
        lintGutter(),
        linter((v): Diagnostic[] =>
          options.problems(v.state.doc.toString()).map((p) => ({ ...p, severity: 'error' as const })),
        ),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': options.label, 'aria-multiline': 'true' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !quiet) options.onChange(update.state.doc.toString());
        }),
        theme,
      ],
    }),
  });
  return {
    setText(text) {
      if (text === view.state.doc.toString()) return;
      quiet = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      quiet = false;
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
