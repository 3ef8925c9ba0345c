/** What a span's detail tabs show besides its fields: its errors, its baggage, its attributes by namespace. */
import type { Span } from './model.js';

/** One error of a span: message, type and stack when known. */
export interface SpanError {
  message: string;
  type?: string;
  stack?: string;
  /** Where it was read from: the span's attributes, an `exception` event, or its status. */
  source: 'attributes' | 'event' | 'status';
}

/**
 * The span's errors: `error.*` attributes, then `exception.*` attributes, then each `exception`
 * event, then the status message when nothing else says more.
 */
export function spanErrors(span: Span): SpanError[] {
  const errors: SpanError[] = [];
  const a = span.attributes;
  const fromPrefix = (prefix: string): SpanError | undefined => {
    const message = a[`${prefix}.message`];
    const type = a[`${prefix}.type`] ?? (prefix === 'error' ? a['error.code'] : undefined);
    const stack = a[`${prefix}.stack`] ?? a[`${prefix}.stacktrace`];
    if (message === undefined && stack === undefined && (prefix !== 'error' || type === undefined)) return undefined;
    const text = message ?? span.message ?? type ?? '';
    return {
      message: text,
      // An error code that is also the whole message is said once.
      ...(type === undefined || type === text ? {} : { type }),
      ...(stack === undefined ? {} : { stack }),
      source: 'attributes',
    };
  };
  for (const prefix of ['error', 'exception']) {
    const found = fromPrefix(prefix);
    if (found) errors.push(found);
  }
  for (const event of span.events) {
    if (event.name !== 'exception') continue;
    const e = event.attributes;
    errors.push({
      message: e['exception.message'] ?? '',
      ...(e['exception.type'] === undefined ? {} : { type: e['exception.type'] }),
      ...(e['exception.stacktrace'] === undefined ? {} : { stack: e['exception.stacktrace'] }),
      source: 'event',
    });
  }
  if (span.status === 'error' && !errors.some((e) => e.message !== '')) {
    errors.push({ message: span.message ?? 'marked as error, with no message', source: 'status' });
  }
  return errors;
}

/** Baggage the span carries: its `baggage.*` attributes, prefix removed. */
export function spanBaggage(span: Span): [string, string][] {
  return Object.entries(span.attributes)
    .filter(([key]) => key.startsWith('baggage.'))
    .map(([key, value]) => [key.slice('baggage.'.length), value]);
}

/** Attributes grouped by their namespace (the part before the first dot), groups and keys sorted. */
export function groupAttributes(attributes: Record<string, string>): [string, [string, string][]][] {
  const groups = new Map<string, [string, string][]>();
  for (const [key, value] of Object.entries(attributes).sort(([x], [y]) => x.localeCompare(y))) {
    const at = key.indexOf('.');
    const group = at > 0 ? key.slice(0, at) : 'other';
    let list = groups.get(group);
    if (!list) groups.set(group, (list = []));
    list.push([key, value]);
  }
  return [...groups].sort(([x], [y]) => x.localeCompare(y));
}
