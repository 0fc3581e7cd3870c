import type { Client, InStatement } from "@libsql/client";

// Two ways of doing the same reads, timed in the same run: each round runs every pair of
// statement batches, alternating which goes first so neither always finds the other's pages warm.

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Milliseconds per batch of each kind, over `rounds` rounds of every pair. */
export async function timeAlternately<K extends string>(
  client: Client,
  pairs: Record<K, InStatement[]>[],
  [first, second]: [K, K],
  rounds: number,
): Promise<Record<K, number[]>> {
  const timings = { [first]: [] as number[], [second]: [] as number[] } as Record<K, number[]>;
  for (let i = 0; i < rounds; i++) {
    for (const pair of pairs) {
      for (const kind of i % 2 ? [second, first] : [first, second]) {
        const start = performance.now();
        await client.batch(pair[kind], "read");
        timings[kind].push(performance.now() - start);
      }
    }
  }
  return timings;
}
