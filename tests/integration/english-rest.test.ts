import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PlanChange } from "../../domain/billing/plan-change";
import { PLAN_CHANGE_MESSAGES_EN } from "../../domain/billing/plan-change";
import { LANG_HEADER } from "../../domain/i18n/lang";
import { UNSUBSCRIBE_TEXT, UNSUBSCRIBE_TEXT_EN } from "../../domain/saved-searches/saved-search-alerts";
import { readConfig } from "../../worker/env";
import { unsubscribeToken } from "../../worker/services/saved-search-alerts/unsubscribe-token";
import { call, newAccount, rows, type Account } from "./helpers";
import { callInDevelopment } from "./in-development";
import { aColonia, type Colonia } from "./listing-fixtures";

// What the worker writes for an English page: the unsubscribe page an English alert e-mail
// links to (/en/alertas/baja), and a plan change's confirmation and refusal asked from an
// English page (X-Hogaria-Lang: en). The Spanish ones stay as they were.

const json = async <T>(res: Response) => (await res.json()) as { data: T; error?: { code: string; message: string } };
const EN = { [LANG_HEADER]: "en" };

let colonia: Colonia;
beforeAll(async () => {
  colonia = await aColonia();
}, 180_000);

async function savedSearch(buyer: Account, name: string): Promise<{ id: string; token: string }> {
  const res = await call("/api/saved-searches", {
    cookie: buyer.cookie,
    body: { name, frequency: "al_momento", filters: { operation: "renta", location_id: colonia.id } },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await json<{ id: string }>(res)).data;
  return { id, token: await unsubscribeToken(readConfig(env).BETTER_AUTH_SECRET, id) };
}

describe("the unsubscribe page of an English e-mail", () => {
  it("asks and confirms in English at /en/alertas/baja, with English links", async () => {
    const buyer = await newAccount("no_agente", { lang: "en" });
    const { id, token } = await savedSearch(buyer, "Flats in Roma");
    const link = `/en/alertas/baja?${new URLSearchParams({ token })}`;

    const page = await call(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(UNSUBSCRIBE_TEXT_EN.confirmQuestion("Flats in Roma"));
    expect(html).toContain(`<form method="post" action="${link.replace("&", "&amp;")}"`);
    expect(html).not.toContain(UNSUBSCRIBE_TEXT.confirmButton);

    const done = await call(link, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(UNSUBSCRIBE_TEXT_EN.done("Flats in Roma"));
    expect(doneHtml).toContain('href="/en/dashboard"');
    expect((await rows("SELECT frequency FROM saved_searches WHERE id = ?", [id]))[0]).toEqual({ frequency: "sin_alertas" });

    const invalid = await call("/en/alertas/baja?token=nada");
    expect(invalid.status).toBe(404);
    expect(await invalid.text()).toContain(UNSUBSCRIBE_TEXT_EN.invalid);
  });

  it("stays in Spanish at /alertas/baja", async () => {
    const buyer = await newAccount("no_agente");
    const { token } = await savedSearch(buyer, "Depas en la Roma");
    const html = await (await call(`/alertas/baja?${new URLSearchParams({ token })}`)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(UNSUBSCRIBE_TEXT.confirmQuestion("Depas en la Roma"));
    expect(html).toContain('<form method="post" action="/alertas/baja?token=');
    expect(html).toContain('<a href="/" style=');
  });
});

describe("a plan change asked from an English page", () => {
  it("explains a first plan in English, and refuses the plan one has with its English twin", async () => {
    const agent = await newAccount("agente", { name: "Emma Walker", lang: "en" });
    const first = await json<PlanChange>(await call("/api/plan-changes/preview?planId=plan_basic", { cookie: agent.cookie, headers: EN }));
    expect(first.data.summary[0]).toBe("Basic starts as soon as you pay, for 30 days.");
    const spanish = await json<PlanChange>(await call("/api/plan-changes/preview?planId=plan_basic", { cookie: agent.cookie }));
    expect(spanish.data.summary[0]).toBe("Básico empieza en cuanto pagues, por 30 días.");

    // Paid on the local checkout (a developer's machine), then the same plan again.
    const checkout = await callInDevelopment("/api/checkout", { cookie: agent.cookie, body: { planId: "plan_basic" } });
    const sessionId = new URL((await json<{ url: string }>(checkout)).data.url).pathname.split("/").pop()!;
    await callInDevelopment(`/api/checkout/sessions/${sessionId}/pay`, { cookie: agent.cookie, body: {} });
    const refused = await call("/api/plan-changes/preview?planId=plan_basic", { cookie: agent.cookie, headers: EN });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({ code: "same_plan", message: PLAN_CHANGE_MESSAGES_EN.samePlan("Basic") });
  });
});
