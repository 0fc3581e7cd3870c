import autocannon from "autocannon";

export type LatencyFigures = { label: string; requests: number; errors: number; p50: number; p95: number; p99: number; rps: number };

// One autocannon run: `connections` clients for `seconds`, cycling through `paths`.
// autocannon's summary has no p95, so every response time is recorded and ranked here.
export async function measure(
  baseUrl: string,
  label: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers?: Record<string, string>,
): Promise<LatencyFigures> {
  const times: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections, duration: seconds, requests: paths.map((path) => ({ method: "GET", path, headers })) },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, status, _bytes, time) => {
      times.push(time);
      if (status >= 400) failures += 1;
    });
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) => Number((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0).toFixed(1));
  return {
    label,
    requests: times.length,
    errors: failures + result.errors + result.timeouts,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: Math.round(result.requests.average),
  };
}

// A session cookie makes the worker skip its edge cache (answers for signed-in people are
// never shared), so figures taken with it are the database's work; without it a repeated
// anonymous request is a cache hit.
export const SKIP_EDGE_CACHE = { cookie: "hogaria.session_token=bench" };

// Typos the location search forgives (trigram candidates, ranking by edit distance).
export const LOCATION_TYPO_QUERIES = [
  "coyoakan",
  "del vaye",
  "benito juares",
  "polanko",
  "cdmx",
  "narbarte",
  "condeza",
  "iztapalpa",
  "xochimilko",
  "tlalpam",
  "roma nte",
  "lomas de chapultepek",
];

export const LOCATION_QUERIES = [
  "pola",
  "roma nor",
  "alv obre",
  "coyoacan",
  "del valle",
  "santa fe",
  "condesa",
  "iztapalapa",
  "nap",
  "guadalajara",
  "lomas cha",
  "tlalpan",
];
