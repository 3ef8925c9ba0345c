/**
 * Filters, selections and tabs live in the page's URL query, so a link reproduces the view and
 * the back button steps back through selections.
 */

/** A query parameter of the current URL, or `fallback`. */
export function getParam(name: string, fallback = ''): string {
  return new URLSearchParams(location.search).get(name) ?? fallback;
}

/**
 * Sets query parameters (empty values are removed). `push` adds a history entry (a selection);
 * otherwise the current entry is replaced (typing in a filter).
 */
export function setParams(values: Record<string, string | undefined>, push = false): void {
  const params = new URLSearchParams(location.search);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  if (push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  window.dispatchEvent(new Event('svc-url-change'));
}
