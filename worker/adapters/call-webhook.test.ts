import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookBody } from "./call-webhook";

// The receiver's check, as the README gives it to integrators.
function verifyHogaria(rawBody: string, header: string, secret: string, toleranceSeconds = 300, nowMs = Date.now()): boolean {
  const { t, v1 } = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  if (!t || !v1 || Math.abs(nowMs / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

describe("X-Hogaria-Signature", () => {
  const secret = "call-webhook-secret-0123456789";
  const body = JSON.stringify({ id: "c1", nombre: "Ana López", numero_telefono: "5512345678" });

  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'> and verifies with the README's recipe", async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const header = await signWebhookBody(secret, body, now);
    expect(header).toBe(
      `t=${now / 1000},v1=${createHmac("sha256", secret)
        .update(`${now / 1000}.${body}`)
        .digest("hex")}`,
    );
    expect(verifyHogaria(body, header, secret, 300, now)).toBe(true);
  });

  it("fails for another secret, a changed body or an old timestamp", async () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const header = await signWebhookBody(secret, body, now);
    expect(verifyHogaria(body, header, "another-secret-0123456789", 300, now)).toBe(false);
    expect(verifyHogaria(body.replace("Ana", "Eva"), header, secret, 300, now)).toBe(false);
    expect(verifyHogaria(body, header, secret, 300, now + 10 * 60_000)).toBe(false);
  });
});
