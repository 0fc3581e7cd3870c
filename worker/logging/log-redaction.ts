// What goes to the logs never carries what identifies or authenticates a person: a failed
// query's parameters (session tokens, e-mails, phone numbers arrive there), e-mail
// addresses, long tokens and phone numbers are replaced before anything is written.
const REDACTIONS: [RegExp, string][] = [
  // drizzle: `Failed query: select … params: tok123,ana@example.mx` — the whole parameter list.
  [/params:[^\n]*/gi, "params: [redactado]"],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[correo]"],
  // Session tokens, reset tokens, secrets: long runs of base64url/hex characters (a UUID,
  // a row id, stays readable).
  [/(?<![A-Za-z0-9_-])(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-)[A-Za-z0-9_-]{24,}/gi, "[token]"],
  [/\+?\d[\d\s-]{8,}\d/g, "[teléfono]"],
];

export function redact(text: string): string {
  return REDACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

// An error as a log line: its name, message and stack (for finding the bug), redacted.
export function describeErrorForLog(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    parts.push(e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  }
  return redact(parts.join("\ncaused by: "));
}

type AuthLogLevel = "debug" | "info" | "warn" | "error";
const ORDER: AuthLogLevel[] = ["debug", "info", "warn", "error"];

// better-auth's logger, redacted: it logs the failing query with its parameters (a session
// token) and the e-mail of a sign-up attempt.
export function authLogger(level: AuthLogLevel) {
  return {
    level,
    log(messageLevel: AuthLogLevel, message: string, ...args: unknown[]) {
      if (ORDER.indexOf(messageLevel) < ORDER.indexOf(level)) return;
      const line = redact([message, ...args.map((a) => (a instanceof Error ? describeErrorForLog(a) : safeJson(a)))].join(" "));
      (messageLevel === "error" ? console.error : messageLevel === "warn" ? console.warn : console.info)(`better-auth: ${line}`);
    },
  };
}

function safeJson(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
