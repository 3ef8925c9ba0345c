/** An async load as a page renders it: pending, done or error. */
import { html, type TemplateResult } from 'lit';

/** The state of one load. */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'pending'; value?: T }
  | { status: 'done'; value: T; at: number }
  | { status: 'error'; error: Error; value?: T };

/** Runs `fetcher`, reporting each state to `set` (keeping the previous value while pending). */
export async function load<T>(
  previous: Load<T>,
  fetcher: () => Promise<T>,
  set: (next: Load<T>) => void,
): Promise<void> {
  const kept = 'value' in previous && previous.value !== undefined ? { value: previous.value } : {};
  set({ status: 'pending', ...kept });
  try {
    set({ status: 'done', value: await fetcher(), at: Date.now() });
  } catch (error) {
    set({ status: 'error', error: error as Error, ...kept });
  }
}

/** Renders a load: a spinner line while pending with nothing yet, the error, or `done(value)`. */
export function renderLoad<T>(state: Load<T>, done: (value: T) => TemplateResult): TemplateResult {
  if (state.status === 'error' && state.value === undefined) {
    return html`<p class="error" role="alert">Could not load: ${state.error.message}</p>`;
  }
  if ('value' in state && state.value !== undefined) {
    return html`${state.status === 'error' ? html`<p class="error" role="alert">${state.error.message}</p>` : ''}
    ${done(state.value)}`;
  }
  return html`<p class="muted" aria-busy="true">Loading…</p>`;
}
