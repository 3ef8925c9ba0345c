/** The one function of parse-prometheus-text-format (it ships no types): text → metric families. */
declare module 'parse-prometheus-text-format' {
  export default function parsePrometheusTextFormat(text: string): unknown[];
}
