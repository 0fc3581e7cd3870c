import { describe, expect, it } from "vitest";
import { PHONE_CODE_PER_ACCOUNT, PHONE_CODE_PER_NUMBER } from "../../domain/phones/otp-rules";
import { ACCOUNT_MESSAGES } from "../../domain/auth/account-messages";
import { COMMON_MESSAGES } from "../../domain/errors/common-messages";
import { PHONE_MESSAGES } from "../../domain/phones/phone-messages";
import { call, newAccount, rows, smsCodeFor, uniquePhone, verifyPhone } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

// Verified phones through the worker in workerd with the test SMS outbox: the code's
// life (sent, wrong, locked, expired, used), the limits on sends, and publishing, which
// waits for a verified phone and then shows it as the listing's contact.

const json = async (res: Response) => (await res.json()) as any;
const sendCode = (cookie: string, phone: string) => call("/api/phones/code", { cookie, body: { phone } });
const verify = (cookie: string, phone: string, code: string) => call("/api/phones/verify", { cookie, body: { phone, code } });
const agent = () => newAccount("agente", { phone: false });
// A code that is not the one sent.
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("a phone code", () => {
  it("arrives by SMS in Spanish, is stored only as a hash, and verifies the number once", async () => {
    const me = await agent();
    const phone = uniquePhone();
    const sent = await sendCode(me.cookie, phone);
    expect(sent.status).toBe(201);
    const { data } = await json(sent);
    expect(data).toMatchObject({ phone, resend_after_s: 60 });
    expect(new Date(data.expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    const [sms] = await rows<{ text: string }>(`SELECT text FROM sms_outbox WHERE "to" = ?`, [phone]);
    const code = await smsCodeFor(phone);
    expect(sms.text).toBe(`${code} es tu código de Hogaria. Vence en 10 minutos. No lo compartas con nadie.`);
    const [stored] = await rows<{ code_hash: string }>("SELECT code_hash FROM phone_codes WHERE user_id = ?", [me.id]);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    expect(await json(await call("/api/phones", { cookie: me.cookie }))).toEqual({ data: [] });
    const ok = await verify(me.cookie, phone, code);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.phone).toBe(phone);
    const list = (await json(await call("/api/phones", { cookie: me.cookie }))).data;
    expect(list).toEqual([{ phone, verified_at: expect.any(String) }]);
    // The agent had no contact phone: this one is it now.
    expect((await rows("SELECT phone FROM agent_profiles WHERE user_id = ?", [me.id]))[0]).toEqual({ phone });

    // Used once: the same code again is refused.
    const again = await verify(me.cookie, phone, code);
    expect(again.status).toBe(409);
    expect((await json(again)).error).toEqual({ code: "phone_code_used", message: PHONE_MESSAGES.used });
    // And the verified number needs no new code.
    const resend = await sendCode(me.cookie, phone);
    expect(resend.status).toBe(409);
    expect((await json(resend)).error.message).toBe(PHONE_MESSAGES.alreadyVerified);
  });

  it("says how many tries are left, and five wrong tries lock it, the right code included", async () => {
    const me = await agent();
    const phone = uniquePhone();
    await sendCode(me.cookie, phone);
    const code = await smsCodeFor(phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(me.cookie, phone, wrong(code));
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: "phone_code_wrong", message: PHONE_MESSAGES.wrongCode(left) });
    }
    const fifth = await verify(me.cookie, phone, wrong(code));
    expect(fifth.status).toBe(409);
    expect((await json(fifth)).error).toEqual({ code: "phone_code_locked", message: PHONE_MESSAGES.locked });
    const right = await verify(me.cookie, phone, code);
    expect(right.status).toBe(409);
    expect((await json(right)).error.code).toBe("phone_code_locked");
    expect(await json(await call("/api/phones", { cookie: me.cookie }))).toEqual({ data: [] });
  });

  it("expires after ten minutes", async () => {
    const me = await agent();
    const phone = uniquePhone();
    await sendCode(me.cookie, phone);
    await rows("UPDATE phone_codes SET expires_at = ? WHERE user_id = ?", [Date.now() - 1000, me.id]);
    const res = await verify(me.cookie, phone, await smsCodeFor(phone));
    expect(res.status).toBe(410);
    expect((await json(res)).error).toEqual({ code: "phone_code_expired", message: PHONE_MESSAGES.expired });
  });

  it("is another account's own: one account cannot use a code sent to another", async () => {
    const [a, b] = await Promise.all([agent(), agent()]);
    const phone = uniquePhone();
    await sendCode(a.cookie, phone);
    const res = await verify(b.cookie, phone, await smsCodeFor(phone));
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toBe(PHONE_MESSAGES.noCode);
  });

  it("refuses numbers and codes that are not digits, in Spanish", async () => {
    const me = await agent();
    const bad = await sendCode(me.cookie, "55 1234");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.phone).toEqual([PHONE_MESSAGES.phoneFormat]);
    const badCode = await verify(me.cookie, uniquePhone(), "12ab");
    expect(badCode.status).toBe(400);
    expect((await json(badCode)).error.fields.code).toEqual([PHONE_MESSAGES.codeFormat]);
    expect((await call("/api/phones/code", { body: { phone: uniquePhone() } })).status).toBe(401);
  });
});

describe("sending codes is limited", () => {
  it("a minute between two codes to the same number from one account", async () => {
    const me = await agent();
    const phone = uniquePhone();
    expect((await sendCode(me.cookie, phone)).status).toBe(201);
    const res = await sendCode(me.cookie, phone);
    expect(res.status).toBe(429);
    expect((await json(res)).error.message).toMatch(/^Espera \d+ segundos para pedir otro código\.$/);
  });

  it(`${PHONE_CODE_PER_NUMBER.max} codes an hour to one number, whichever accounts ask`, async () => {
    const phone = uniquePhone();
    const people = await Promise.all(Array.from({ length: PHONE_CODE_PER_NUMBER.max + 1 }, agent));
    for (const person of people.slice(0, -1)) expect((await sendCode(person.cookie, phone)).status).toBe(201);
    const res = await sendCode(people.at(-1)!.cookie, phone);
    expect(res.status).toBe(429);
    expect((await json(res)).error).toEqual({ code: "rate_limited", message: PHONE_MESSAGES.numberLimit });
    expect(await rows(`SELECT 1 FROM sms_outbox WHERE "to" = ?`, [phone])).toHaveLength(PHONE_CODE_PER_NUMBER.max);
  });

  it(`${PHONE_CODE_PER_ACCOUNT.max} codes a day for one account, whichever numbers`, async () => {
    const me = await agent();
    for (let i = 0; i < PHONE_CODE_PER_ACCOUNT.max; i += 1) expect((await sendCode(me.cookie, uniquePhone())).status).toBe(201);
    const phone = uniquePhone();
    const res = await sendCode(me.cookie, phone);
    expect(res.status).toBe(429);
    expect((await json(res)).error).toEqual({ code: "rate_limited", message: PHONE_MESSAGES.accountLimit });
    expect(await rows(`SELECT 1 FROM sms_outbox WHERE "to" = ?`, [phone])).toHaveLength(0);
  });
});

describe("publishing", () => {
  it("is refused without a verified phone, and after verifying it shows that phone to buyers", async () => {
    const me = await agent();
    const colonia = await aColonia();
    const now = Date.now();
    await rows(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
       VALUES (?, ?, 'plan_pro', 'active', 5, 0, 0, ?, ?)`,
      [crypto.randomUUID(), me.id, now, now + 30 * 86_400_000],
    );
    const id = (await json(await call("/api/listings", { cookie: me.cookie, body: {} }))).data.id;
    await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: me.cookie, body: completeDraft(colonia) });
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);

    const refused = await call(`/api/listings/${id}/publish`, { cookie: me.cookie, body: {} });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error).toEqual({ code: "phone_not_verified", message: PHONE_MESSAGES.publishNeedsPhone });
    expect((await rows<{ status: string }>("SELECT status FROM properties WHERE id = ?", [id]))[0].status).toBe("borrador");

    const phone = uniquePhone();
    await verifyPhone(me.cookie, phone);
    const ok = await call(`/api/listings/${id}/publish`, { cookie: me.cookie, body: {} });
    expect(ok.status).toBe(200);
    const contact = await json(await call(`/api/properties/${id}/contact`, { body: {} }));
    expect(contact.data.phone).toBe(phone);
  });

  it("never shows a contact phone the account did not verify", async () => {
    const me = await newAccount("agente");
    const colonia = await aColonia();
    const now = Date.now();
    await rows(
      `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
       VALUES (?, ?, 'plan_pro', 'active', 5, 0, 0, ?, ?)`,
      [crypto.randomUUID(), me.id, now, now + 30 * 86_400_000],
    );
    const id = (await json(await call("/api/listings", { cookie: me.cookie, body: {} }))).data.id;
    await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: me.cookie, body: completeDraft(colonia) });
    await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);
    expect((await call(`/api/listings/${id}/publish`, { cookie: me.cookie, body: {} })).status).toBe(200);
    const verified = (await json(await call("/api/phones", { cookie: me.cookie }))).data[0].phone;
    expect((await json(await call(`/api/properties/${id}/contact`, { body: {} }))).data.phone).toBe(verified);

    // A number written into the profile without a code is not shown, as phone or as WhatsApp.
    await rows("UPDATE agent_profiles SET phone = '5599999999', whatsapp = '5599999998' WHERE user_id = ?", [me.id]);
    const unproved = (await json(await call(`/api/properties/${id}/contact`, { body: {} }))).data;
    expect([unproved.phone, unproved.whatsapp]).toEqual([null, null]);
    const detail = (await json(await call(`/api/properties/${id}`))).data;
    expect([detail.agent.has_phone, detail.agent.has_whatsapp]).toEqual([false, false]);
  });

  it("verifying a number that becomes the contact phone renews the cached cards and pages", async () => {
    const me = await agent();
    const version = async () => (await rows<{ version: number }>("SELECT version FROM data_versions WHERE name = 'listings'"))[0].version;
    const before = await version();
    await verifyPhone(me.cookie, uniquePhone());
    expect(await version()).toBeGreaterThan(before);
  });
});

describe("who may ask for a code", () => {
  it("only an advertiser whose e-mail is confirmed: no SMS goes out for the others", async () => {
    const buyer = await newAccount("no_agente");
    const unconfirmed = await newAccount("agente", { verified: false });
    const [buyerPhone, unconfirmedPhone] = [uniquePhone(), uniquePhone()];
    const byBuyer = await sendCode(buyer.cookie, buyerPhone);
    expect(byBuyer.status).toBe(403);
    expect((await json(byBuyer)).error.message).toBe(COMMON_MESSAGES.agentsOnly);
    const byUnconfirmed = await sendCode(unconfirmed.cookie, unconfirmedPhone);
    expect(byUnconfirmed.status).toBe(403);
    expect((await json(byUnconfirmed)).error).toEqual({ code: "email_not_verified", message: ACCOUNT_MESSAGES.emailNotVerified });
    expect((await verify(unconfirmed.cookie, unconfirmedPhone, "123456")).status).toBe(403);
    expect(await rows(`SELECT 1 FROM sms_outbox WHERE "to" IN (?, ?)`, [buyerPhone, unconfirmedPhone])).toEqual([]);
  });
});
