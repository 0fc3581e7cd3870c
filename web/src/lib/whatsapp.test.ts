import { describe, expect, it } from "vitest";
import { advisoryMessage, whatsappChatUrl } from "./whatsapp";

describe("WhatsApp links", () => {
  it("prefill the advisory text, with or without a topic", () => {
    expect(advisoryMessage("Agente de IA")).toBe("Quiero asesoría gratis de Hogaria sobre: Agente de IA");
    expect(advisoryMessage()).toBe("Quiero asesoría gratis de Hogaria");
  });
  it("open a chat with the number given", () => {
    const url = new URL(whatsappChatUrl(advisoryMessage("Agente de IA"), "5215587654321"));
    expect(url.origin + url.pathname).toBe("https://wa.me/5215587654321");
    expect(url.searchParams.get("text")).toBe("Quiero asesoría gratis de Hogaria sobre: Agente de IA");
  });
});
