import { describe, expect, it } from "vitest";
import { COMMON_MESSAGES, COMMON_MESSAGES_EN } from "../../domain/errors/common-messages";
import { PHONE_FORMAT_MESSAGE } from "../../domain/call-requests/schemas";
import { NAME_TOO_SHORT, NAME_TOO_SHORT_EN } from "../../domain/text/person-name";
import { LANG_HEADER } from "../../domain/i18n/lang";
import { twinIn } from "../../domain/i18n/message-twins";
import { call, freshIp } from "./helpers";

// The API answers its refusals in the language of the page that asked (the app's client sends
// it in X-Hogaria-Lang): the same code, the English twin of the message and of each field's.

const english = { [LANG_HEADER]: "en" };

describe("refusals in the page's language", () => {
  it("an unknown path, signed out, answers in English to an English page and in Spanish otherwise", async () => {
    const en = await call("/api/no-such-thing", { headers: english });
    expect(en.status).toBe(404);
    expect(await en.json()).toEqual({ error: { code: "not_found", message: COMMON_MESSAGES_EN.notFound } });
    const es = await call("/api/no-such-thing");
    expect(await es.json()).toEqual({ error: { code: "not_found", message: COMMON_MESSAGES.notFound } });
    // An unknown language is Spanish, the site's own.
    const other = await call("/api/no-such-thing", { headers: { [LANG_HEADER]: "fr" } });
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(COMMON_MESSAGES.notFound);
  });

  it("a session-only read answers the English 401", async () => {
    const res = await call("/api/favorites/lists", { headers: english });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(COMMON_MESSAGES_EN.unauthenticated);
  });

  it("a form's field messages come in English, each under its field", async () => {
    const res = await call("/api/call-requests", {
      method: "POST",
      ip: freshIp(),
      headers: english,
      body: { nombre: "A", numero_telefono: "123" },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string[]> } };
    expect(error.code).toBe("validation_error");
    expect(error.fields.nombre).toEqual([NAME_TOO_SHORT_EN]);
    expect(error.fields.numero_telefono).toEqual([twinIn("en", PHONE_FORMAT_MESSAGE)]);
    expect(error.message).toBe(NAME_TOO_SHORT_EN);
    // The same refusal to a Spanish page keeps the schema's own words.
    const es = await call("/api/call-requests", { method: "POST", ip: freshIp(), body: { nombre: "A", numero_telefono: "123" } });
    const spanish = ((await es.json()) as { error: { fields: Record<string, string[]> } }).error;
    expect(spanish.fields).toEqual({ nombre: [NAME_TOO_SHORT], numero_telefono: [PHONE_FORMAT_MESSAGE] });
  });
});
