import type { AppConfig } from "../env";

// The automation webhook payload of SPEC section 3.
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

// POSTs one call request to CALL_WEBHOOK_URL. Never throws: the caller records the result.
export async function deliverCallWebhook(config: AppConfig, payload: CallWebhookPayload): Promise<DeliveryResult> {
  if (!config.CALL_WEBHOOK_URL) {
    console.warn("call_webhook_not_configured", { id: payload.id });
    return { delivered: false, skipped: true };
  }
  try {
    const res = await fetch(config.CALL_WEBHOOK_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(8000),
    });
    await res.body?.cancel();
    if (!res.ok) console.error("call_webhook_rejected", { id: payload.id, status: res.status });
    return { delivered: res.ok, status: res.status };
  } catch (error) {
    console.error("call_webhook_failed", { id: payload.id, error: String(error) });
    return { delivered: false, error: String(error) };
  }
}
