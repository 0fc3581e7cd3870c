// Edit distance between two words: insertions, deletions, substitutions and swaps of two
// neighbouring letters each cost 1 ("coyoakan" → "coyoacan" 1, "cnodesa" → "condesa" 1).
// `prefix` measures against the closest beginning of `target` instead of all of it, for
// a word still being typed ("coyoak" is 1 from "coyoacan": 1 from its beginning "coyoac").
export function editDistance(typed: string, target: string, { prefix = false } = {}): number {
  const m = typed.length;
  const n = target.length;
  // rows[i][j]: distance between typed[0..i) and target[0..j).
  const rows: number[][] = Array.from({ length: m + 1 }, (_, i) => {
    const row = new Array<number>(n + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= n; j++) rows[0][j] = j;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const same = typed[i - 1] === target[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + same);
      if (i > 1 && j > 1 && typed[i - 1] === target[j - 2] && typed[i - 2] === target[j - 1]) best = Math.min(best, rows[i - 2][j - 2] + 1);
      rows[i][j] = best;
    }
  }
  return prefix ? Math.min(...rows[m]) : rows[m][n];
}
