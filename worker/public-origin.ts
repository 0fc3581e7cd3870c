import type { AppConfig } from "./env";

// The origin of the links we write (e-mails, share and board links, page metadata):
// PUBLIC_URL whenever it is set, which production requires, so there a link never follows
// the Host header a request came in with; otherwise (a developer's machine) the origin of
// the request, or of the local address a job without a request runs for.
export function publicOrigin(config: Pick<AppConfig, "PUBLIC_URL">, request: Request | string): string {
  return new URL(config.PUBLIC_URL ?? (typeof request === "string" ? request : request.url)).origin;
}
