import { expect, type APIRequestContext } from "@playwright/test";

// The development SMS outbox (`npm start` keeps SMS there, listed at /api/dev/sms): the
// code of the newest SMS to a number, polled until it has arrived.
export async function latestSmsCode(request: APIRequestContext, phone: string, after?: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = ((await (await request.get("/api/dev/sms")).json()) as { data: { to: string; text: string }[] }).data;
      code = messages.find((m) => m.to === phone)?.text.match(/\b\d{6}\b/)?.[0] ?? "";
      return code !== "" && code !== after;
    })
    .toBe(true);
  return code;
}

// A Mexico City mobile number no other test uses.
export const uniquePhone = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

// Proves a new number for the signed-in account through the API, as the form does.
export async function verifyPhone(request: APIRequestContext, phone: string = uniquePhone()): Promise<string> {
  const sent = await request.post("/api/phones/code", { data: { phone } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const verified = await request.post("/api/phones/verify", { data: { phone, code: await latestSmsCode(request, phone) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return phone;
}
