// Edit distance between two words: insertions, deletions, substitutions and swaps of two
// neighbouring letters each cost 1 ("coyoakan" → "coyoacan" 1, "cnodesa" → "condesa" 1).
// `whole` measures against all of `target`; `prefix` against its closest beginning, for a
// word still being typed ("coyoak" is 3 from "coyoacan", 1 from its beginning "coyoac").
// Past `limit` the exact figure does not matter: both come back as limit + 1 as soon as
// every beginning of the target is further than that.
export function editDistances(typed: string, target: string, limit = Infinity): { whole: number; prefix: number } {
  const n = target.length;
  // Three rolling rows of the table: distances from typed[0..i-2), [0..i-1), [0..i) to target[0..j).
  let beforePrevious = new Int32Array(n + 1);
  let previous = new Int32Array(n + 1);
  let current = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) previous[j] = j;
  let rowMin = 0;
  for (let i = 1; i <= typed.length; i++) {
    current[0] = i;
    rowMin = i;
    for (let j = 1; j <= n; j++) {
      const same = typed[i - 1] === target[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + same);
      if (i > 1 && j > 1 && typed[i - 1] === target[j - 2] && typed[i - 2] === target[j - 1]) best = Math.min(best, beforePrevious[j - 2] + 1);
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    // A row's smallest figure never shrinks in the rows below it.
    if (rowMin > limit) return { whole: limit + 1, prefix: limit + 1 };
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  if (typed.length === 0) rowMin = 0;
  return { whole: previous[n], prefix: rowMin };
}
