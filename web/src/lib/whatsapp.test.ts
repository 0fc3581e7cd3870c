import { describe, expect, it } from "vitest";
import { advisoryChatUrl, advisoryMessage } from "./whatsapp";

describe("WhatsApp links", () => {
  it("prefill the advisory text, with or without a topic", () => {
    expect(advisoryMessage("Agente de IA")).toBe("Quiero asesoría gratis de Hogaria sobre: Agente de IA");
    expect(advisoryMessage()).toBe("Quiero asesoría gratis de Hogaria");
  });
  it("open a chat with the business number", () => {
    const url = new URL(advisoryChatUrl("Agente de IA"));
    expect(url.origin + url.pathname).toBe("https://wa.me/5215512345678");
    expect(url.searchParams.get("text")).toBe("Quiero asesoría gratis de Hogaria sobre: Agente de IA");
  });
});
