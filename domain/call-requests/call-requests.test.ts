import { describe, expect, it } from "vitest";
import { sanitizeText } from "../text/sanitize";
import { normalizePhoneInput, toE164 } from "./phone";
import { callRequestSchema, canSubmitCallRequest, PHONE_FORMAT_MESSAGE } from "./schemas";

describe("phone numbers", () => {
  it("keep only digits, at most 10, while typing", () => {
    expect(normalizePhoneInput("55 1234-5678")).toBe("5512345678");
    expect(normalizePhoneInput("(55) 1234 5678 99")).toBe("5512345678");
    expect(normalizePhoneInput("abc")).toBe("");
  });
  it("get the +52 prefix in E.164", () => {
    expect(toE164("5512345678")).toBe("+525512345678");
    expect(() => toE164("551234567")).toThrow();
  });
});

describe("sanitizeText", () => {
  it('strips tags, the characters < > " /, script schemes and event handlers, then trims', () => {
    expect(sanitizeText("  <b>Ana</b> López ")).toBe("Ana López");
    expect(sanitizeText('<img src=x onerror="alert(1)">')).toBe("");
    expect(sanitizeText("javascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("<script>alert(1)</script>Ana")).toBe("Ana");
    expect(sanitizeText('Ana "la" <jefa> / 1')).toBe("Ana la 1");
    expect(sanitizeText("Ana onclick=hack() Ruiz")).toBe("Ana Ruiz");
  });
  it("leaves ordinary names alone", () => {
    expect(sanitizeText("María José Ñúñez-O'Connor")).toBe("María José Ñúñez-O'Connor");
  });
});

describe("callRequestSchema", () => {
  const message = (input: unknown) => callRequestSchema.safeParse(input).error?.issues[0]?.message;

  it("accepts a valid request and stores the sanitised name", () => {
    expect(callRequestSchema.parse({ nombre: "  Ana <i>López</i> ", numero_telefono: "5512345678" })).toEqual({
      nombre: "Ana López",
      numero_telefono: "5512345678",
    });
  });
  it("answers in the call request's Spanish messages", () => {
    expect(message({ numero_telefono: "5512345678" })).toBe("El nombre es requerido");
    expect(message({ nombre: "", numero_telefono: "5512345678" })).toBe("El nombre es requerido");
    expect(message({ nombre: " A ", numero_telefono: "5512345678" })).toBe("El nombre debe tener al menos 2 caracteres");
    expect(message({ nombre: "x".repeat(61), numero_telefono: "5512345678" })).toBe("El nombre no puede tener más de 60 caracteres");
    expect(message({ nombre: "<script></script>", numero_telefono: "5512345678" })).toBe("El nombre es requerido");
    expect(message({ nombre: "Ana" })).toBe("El número de teléfono es requerido");
    expect(message({ nombre: "Ana", numero_telefono: "" })).toBe("El número de teléfono es requerido");
    expect(message({ nombre: "Ana", numero_telefono: "551234567" })).toBe(PHONE_FORMAT_MESSAGE);
    expect(message({ nombre: "Ana", numero_telefono: "55 1234 5678" })).toBe(PHONE_FORMAT_MESSAGE);
    expect(message({ nombre: "Ana", numero_telefono: "55123456ab" })).toBe(PHONE_FORMAT_MESSAGE);
  });
  it("enables submit only for 2–60 characters and 10 digits", () => {
    expect(canSubmitCallRequest("A", "5512345678")).toBe(false);
    expect(canSubmitCallRequest("Ana", "551234567")).toBe(false);
    expect(canSubmitCallRequest("Ana", "5512345678")).toBe(true);
    expect(canSubmitCallRequest("x".repeat(61), "5512345678")).toBe(false);
  });
});
