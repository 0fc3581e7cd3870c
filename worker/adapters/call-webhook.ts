import type { AppConfig } from "../env";
import { describeErrorForLog } from "../logging/log-redaction";

// The automation webhook payload. `id` is the same on every attempt: receivers dedupe on it.
export type CallWebhookPayload = {
  id: string;
  nombre: string;
  numero_telefono: string;
  numero_e164: string;
  fecha_creacion: string;
  // The listing the request is about, when it was made on a listing's page.
  property_id?: string;
};

export type DeliveryResult = { delivered: boolean; skipped?: boolean; status?: number; error?: string };

// One attempt never waits longer than this: a slow receiver counts as a failed attempt.
export const WEBHOOK_TIMEOUT_MS = 5000;

export const SIGNATURE_HEADER = "X-Hogaria-Signature";
export const DELIVERY_HEADER = "X-Hogaria-Delivery";

// POSTs one call request to CALL_WEBHOOK_URL. Never throws: the caller records the result.
// With CALL_WEBHOOK_SECRET the body is signed (see signWebhookBody); without it (local
// development) it goes unsigned.
export async function deliverCallWebhook(config: AppConfig, payload: CallWebhookPayload): Promise<DeliveryResult> {
  if (!config.CALL_WEBHOOK_URL) {
    console.warn("call_webhook_not_configured", { id: payload.id });
    return { delivered: false, skipped: true };
  }
  try {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { "Content-Type": "application/json", [DELIVERY_HEADER]: payload.id };
    if (config.CALL_WEBHOOK_SECRET) headers[SIGNATURE_HEADER] = await signWebhookBody(config.CALL_WEBHOOK_SECRET, body);
    const res = await fetch(config.CALL_WEBHOOK_URL, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) console.error("call_webhook_rejected", { id: payload.id, status: res.status });
    return { delivered: res.ok, status: res.status };
  } catch (error) {
    console.error("call_webhook_failed", { id: payload.id, error: describeErrorForLog(error) });
    return { delivered: false, error: String(error) };
  }
}

// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes the MAC
// over the raw body it got and may refuse a `t` too far from its clock (a replay).
export async function signWebhookBody(secret: string, body: string, now = Date.now()): Promise<string> {
  const t = Math.floor(now / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${body}`)));
  return `t=${t},v1=${[...mac].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
