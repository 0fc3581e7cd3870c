// Tells "the database cannot be reached" (a network failure, a timeout, the server
// answering 5xx) from "the query is wrong" (a constraint, bad SQL): the first is a 503 the
// client may retry, the second a bug.
const UNREACHABLE = [
  /fetch failed/i,
  /network connection lost/i,
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/,
  /connection refused|connect(ion)? timed? ?out|socket hang up/i,
  /internal error; reference/i, // workerd's message when a subrequest cannot connect
  /server returned HTTP status 5\d\d/i,
  /HTTP status (401|5\d\d)/i, // a wrong token is a configuration outage, not a bad query
  /SERVER_CLOSED|HRANA_WEBSOCKET_ERROR|STREAM_EXPIRED/,
  /The operation was aborted due to timeout|TimeoutError/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth += 1) {
    const text = `${(e as Error).name ?? ""} ${(e as { code?: string }).code ?? ""} ${(e as Error).message ?? String(e)}`;
    if (UNREACHABLE.some((pattern) => pattern.test(text))) return true;
  }
  return false;
}
