/** How the Triggers page names and orders trigger kinds. */

/** Kinds shown first, in this order; others follow alphabetically. */
const ORDER = ['http', 'cron', 'durable:subscriber', 'event', 'state'];

/** Tab label of a trigger type. */
export function kindLabel(type: string): string {
  if (type === 'durable:subscriber') return 'QUEUE';
  if (type === 'subscribe') return 'EVENT';
  return type.toUpperCase();
}

/** Sorts kinds in the page's order. */
export function sortKinds(kinds: string[]): string[] {
  const rank = (kind: string) => (ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length);
  return [...kinds].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A binding's config in one short line: `GET /path`, the cron expression, the topic, else its summary. */
export function configLine(type: string, config: unknown, summary: string): string {
  const c = (config ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof c[key] === 'string' ? (c[key] as string) : '');
  if (type === 'http') return `${(text('http_method') || 'GET').toUpperCase()} ${text('api_path')}`;
  if (type === 'cron' && text('expression')) return text('expression');
  if (text('topic')) return text('topic');
  return summary;
}
