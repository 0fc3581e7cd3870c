import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import type { AppConfig } from "../env";
import { sendSms } from "./sms";

// The provider's side of the adapter: the request a Twilio-compatible Messages API gets,
// and that production never falls back to the outbox. (The outbox itself is exercised in
// workerd: tests/integration/phones.test.ts.)
const base = { APP_ENV: "production", SMS_API_URL: "https://sms.example.com/" } as AppConfig;
const noDb = {
  insert: () => {
    throw new Error("the outbox must not be written");
  },
} as unknown as Db;

afterEach(() => vi.unstubAllGlobals());

describe("the SMS adapter", () => {
  it("posts the message form-encoded with HTTP Basic, to the +52 number, from the configured sender", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await sendSms(
      noDb,
      { ...base, SMS_ACCOUNT_SID: "AC123", SMS_AUTH_TOKEN: "secreto", SMS_FROM: "+525500000000" },
      { to: "5512345678", text: "123456 es tu código" },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://sms.example.com/2010-04-01/Accounts/AC123/Messages.json");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa("AC123:secreto")}`);
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({ To: "+525512345678", Body: "123456 es tu código", From: "+525500000000" });
  });

  it("names a messaging service as such", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await sendSms(noDb, { ...base, SMS_ACCOUNT_SID: "AC123", SMS_AUTH_TOKEN: "secreto", SMS_FROM: "MG999" }, { to: "5512345678", text: "x" });
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get("MessagingServiceSid")).toBe("MG999");
    expect(body.has("From")).toBe(false);
  });

  it("fails when the provider refuses, and in production without a provider (never the outbox)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("no", { status: 401 })),
    );
    const configured = { ...base, SMS_ACCOUNT_SID: "AC123", SMS_AUTH_TOKEN: "secreto", SMS_FROM: "+525500000000" };
    await expect(sendSms(noDb, configured, { to: "5512345678", text: "x" })).rejects.toThrow("SMS provider answered 401");
    await expect(sendSms(noDb, { ...base, SMS_AUTH_TOKEN: "secreto" }, { to: "5512345678", text: "x" })).rejects.toThrow("not configured");
  });
});
