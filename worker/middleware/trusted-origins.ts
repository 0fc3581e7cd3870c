import { isLocalDevelopment, type AppConfig } from "../env";

// Local origins that may call the API during development (`npm start` and Vite's dev server).
const DEV_ORIGINS = ["http://localhost:8787", "http://127.0.0.1:8787", "http://localhost:5173", "http://127.0.0.1:5173"];

// The origins a browser may send a cookie-authenticated write from: the site itself (its
// public URL in production, the address it was reached at otherwise) and, on a developer's
// machine, the local development servers.
export function trustedOrigins(config: AppConfig, requestUrl: string): string[] {
  if (config.APP_ENV === "production") return [config.PUBLIC_URL!].map(originOf);
  const local = isLocalDevelopment(config) ? DEV_ORIGINS : [];
  return [...new Set([new URL(requestUrl).origin, ...(config.PUBLIC_URL ? [originOf(config.PUBLIC_URL)] : []), ...local])];
}

// Where a browser says the request comes from: Origin, or the origin of the Referer when a
// browser sent none. Null when the request carries neither.
export function requestSourceOrigin(headers: Headers): string | null {
  const origin = headers.get("origin");
  if (origin && origin !== "null") return origin;
  const referer = headers.get("referer");
  if (!referer) return origin === "null" ? "null" : null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function isTrustedSource(config: AppConfig, request: Request): boolean {
  const source = requestSourceOrigin(request.headers);
  return source !== null && trustedOrigins(config, request.url).includes(source);
}

function originOf(url: string): string {
  return new URL(url).origin;
}
