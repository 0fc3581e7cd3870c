import type { AppConfig } from "../env";
import { EARLY_INPUT_SCRIPT_HASH } from "../pages/early-input-script";

// What the headers depend on; a worker that could not read its configuration uses
// PRODUCTION_HEADERS.
type HeaderConfig = Pick<AppConfig, "APP_ENV" | "MAP_TILE_URL">;
export const PRODUCTION_HEADERS: HeaderConfig = { APP_ENV: "production", MAP_TILE_URL: "" };

// The Content-Security-Policy allows only what the app needs: our own scripts (and the one
// inline script of rendered pages, by its hash), styles
// (inline style attributes are used by React and Leaflet), images from ourselves and
// the configured map tiles, and connections (fetch and the board WebSockets) to ourselves.
export function contentSecurityPolicy(config: HeaderConfig): string {
  const tileOrigin = originOf(config.MAP_TILE_URL);
  const img = ["'self'", "data:", "blob:", tileOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_INPUT_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function originOf(template: string): string {
  if (!template) return "";
  try {
    // Tile templates look like https://{s}.tile.example.org/{z}/{x}/{y}.png
    const url = new URL(template.replace("{s}.", "").replace(/\{[a-z]\}/g, "0"));
    const host = template.includes("{s}.") ? `*.${url.host}` : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return "";
  }
}

export function securityHeaders(config: HeaderConfig): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(config),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (config.APP_ENV === "production") {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  }
  return headers;
}

// Adds the headers to any response (API, assets, photos). WebSocket upgrades pass as
// they are.
export function withSecurityHeaders(response: Response, config: HeaderConfig): Response {
  if (response.status === 101 || response.webSocket) return response;
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(securityHeaders(config))) {
    secured.headers.set(name, value);
  }
  return secured;
}
