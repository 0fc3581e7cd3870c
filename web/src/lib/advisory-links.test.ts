import { describe, expect, it } from "vitest";
import { advisoryLink, taggedAdvisoryMessage } from "./advisory-links";

describe("advisory links", () => {
  it("prefill the advisory text with the topic and tag the source", () => {
    expect(taggedAdvisoryMessage("Renta Segura", "servicios-tarjeta-renta-segura")).toBe(
      "Quiero asesoría gratis de Hogaria sobre: Renta Segura [origen: servicios-tarjeta-renta-segura]",
    );
  });
  it("leave the topic out for a generic chat", () => {
    expect(taggedAdvisoryMessage(undefined, "servicios-hero")).toBe("Quiero asesoría gratis de Hogaria [origen: servicios-hero]");
  });
  it("open a chat with the configured number", () => {
    const url = new URL(advisoryLink({ topic: "Depósito Cero", source: "servicios-tarjeta-deposito-cero", number: "5215500000000" }));
    expect(url.origin + url.pathname).toBe("https://wa.me/5215500000000");
    expect(url.searchParams.get("text")).toBe("Quiero asesoría gratis de Hogaria sobre: Depósito Cero [origen: servicios-tarjeta-deposito-cero]");
  });
});
