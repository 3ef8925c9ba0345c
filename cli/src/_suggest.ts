/** "Did you mean …?" for misspelled commands, options and worker names. */

/** Edit distance between `a` and `b` (insertions, deletions, substitutions and swaps of neighbours). */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate closest to `input`, when it is close enough to be a likely typo. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = candidate.startsWith(input) && input.length >= 2 ? 0.5 : distance(input, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(input.length / 3)) ? best : undefined;
}

/** ` (did you mean "x"?)` when a candidate is close to `input`, else nothing. */
export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closest(input, candidates);
  return match === undefined ? '' : ` (did you mean ${JSON.stringify(match)}?)`;
}
