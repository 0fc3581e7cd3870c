import { describe, expect, it } from "vitest";
import { showsFloatingCallButton } from "./floating-button-routes";

describe("showsFloatingCallButton", () => {
  it("shows on the public pages", () => {
    for (const path of ["/", "/comprar", "/rentar", "/propiedad/abc", "/terminos", "/precios", "/buscar-inmobiliarias", "/no-existe"]) {
      expect(showsFloatingCallButton(path), path).toBe(true);
    }
  });
  it("hides on boards, agent-shared pages, tools and account flows", () => {
    for (const path of [
      "/cliente/l1",
      "/p/tok",
      "/t/tok",
      "/s/tok",
      "/sc/c1",
      "/dashboard",
      "/publicar",
      "/mis-clientes",
      "/login",
      "/reset-password",
    ]) {
      expect(showsFloatingCallButton(path), path).toBe(false);
    }
  });
  it("matches whole path segments", () => {
    expect(showsFloatingCallButton("/publicaciones")).toBe(true);
    expect(showsFloatingCallButton("/servicios")).toBe(true);
  });
});
