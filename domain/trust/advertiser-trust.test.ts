import { describe, expect, it } from "vitest";
import { trustBadges, type AdvertiserTrust } from "./advertiser-trust";
import { shareReference } from "./share-reference";
import { needsSafetyAdvice, SAFETY_ADVICE } from "./safety-advice";

const agency: AdvertiserTrust = { kind: "inmobiliaria", verified_at: "2025-08-12", phone_verified: true, member_since: "2024-03-02" };
const texts = (t: AdvertiserTrust, compact = false) => trustBadges(t, { compact }).map((b) => b.text);

describe("trustBadges", () => {
  it("says a verified agency with its date, the verified phone and the month it joined", () => {
    expect(texts(agency)).toEqual(["Inmobiliaria verificada el 12 de agosto de 2025", "Teléfono verificado", "Miembro desde marzo de 2024"]);
  });

  it("keeps a card short: no date, no member-since line", () => {
    expect(texts(agency, true)).toEqual(["Inmobiliaria verificada", "Teléfono verificado"]);
  });

  it("always says when an agency is not verified, and never claims a phone it did not prove", () => {
    expect(texts({ ...agency, verified_at: null, phone_verified: false }, true)).toEqual(["Inmobiliaria sin verificar"]);
    expect(trustBadges({ ...agency, verified_at: null })[0]).toMatchObject({ key: "agency", tone: "unverified" });
  });

  it("gives an independent agent the optional badge only once verified", () => {
    const agent: AdvertiserTrust = { kind: "agente", verified_at: null, phone_verified: true, member_since: "2026-11-01" };
    expect(texts(agent)).toEqual(["Teléfono verificado", "Miembro desde noviembre de 2026"]);
    expect(texts({ ...agent, verified_at: "2026-11-20" }, true)).toEqual(["Agente verificado", "Teléfono verificado"]);
  });
});

describe("shareReference", () => {
  it("is stable for a token, differs between tokens and carries no part of the token", async () => {
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
    const ref = await shareReference(token);
    expect(ref).toMatch(/^HG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(await shareReference(token)).toBe(ref);
    expect(await shareReference(`${token}x`)).not.toBe(ref);
    expect(token.toUpperCase()).not.toContain(ref.slice(3, 7));
  });
});

describe("safety advice", () => {
  it("is one sentence, for rentals only", () => {
    expect(SAFETY_ADVICE.line).toBe("Nunca pagues un depósito ni un apartado antes de visitar el inmueble y verificar al anunciante.");
    expect(needsSafetyAdvice("renta")).toBe(true);
    expect(needsSafetyAdvice("venta")).toBe(false);
    expect(needsSafetyAdvice("remate")).toBe(false);
  });
});
