import { describe, expect, it } from "vitest";
import type { Lead } from "@domain/leads/lead-schema";
import { leadMailtoHref, leadPhoneLabel, leadTelHref, leadWhatsappHref, leadWhatsappMessage } from "./lead-text";

const lead: Lead = {
  id: "l1",
  kind: "mensaje",
  nombre: "Laura Gómez",
  telefono: "5512345678",
  email: "laura@example.mx",
  mensaje: "Hola",
  property: { id: "p1", title: "Departamento en Roma Norte" },
  agent: null,
  read: false,
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("lead reply links", () => {
  it("calls and chats with +52", () => {
    expect(leadTelHref("5512345678")).toBe("tel:+525512345678");
    expect(leadPhoneLabel("5512345678")).toBe("55 1234 5678");
    expect(leadWhatsappHref(lead, "Sofía Ramírez")).toBe(
      `https://wa.me/525512345678?text=${encodeURIComponent("Hola Laura, soy Sofía. Te escribo por tu mensaje sobre “Departamento en Roma Norte” en Hogaria.")}`,
    );
  });
  it("mentions a call request as such", () => {
    expect(leadWhatsappMessage({ ...lead, kind: "llamada" })).toBe(
      "Hola Laura. Te escribo por tu solicitud de llamada sobre “Departamento en Roma Norte” en Hogaria.",
    );
  });
  it("answers by e-mail with Re: and the title, only when there is an e-mail", () => {
    expect(leadMailtoHref(lead)).toBe(`mailto:laura@example.mx?subject=${encodeURIComponent("Re: Departamento en Roma Norte")}`);
    expect(leadMailtoHref({ ...lead, email: null })).toBeNull();
  });
});
