import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { test, expect } from "./app-test";
import { DEMO_AGENCY } from "../../db/seed/accounts";
import { PLAN_CATALOGUE } from "../../domain/billing/plan-catalogue";
import { formatPriceMXN } from "../../domain/format/money";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { E2E_DB_FILE } from "./fixtures/e2e-server";

// Renewing a listing from "Mis propiedades" on a phone: without passes the dialog offers the
// cheapest plan that gives one, with its price, instead of a button that fails; and the demo
// agency's team read the agency's plan on their dashboard.

const basic = PLAN_CATALOGUE.find((p) => p.id === "plan_basic")!;

async function withDb<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = createClient({ url: `file:${path.resolve(E2E_DB_FILE)}` });
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

test("at 390 px, an agent without passes opens 'Renovar' and is offered Básico with its price, which leads to its payment", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The demo agent, without a plan (any they bought in another test is put aside and given back),
  // with one of their listings expired.
  const { id, title, saved } = await withDb(async (db) => {
    const agent = await db.execute({ sql: "SELECT id FROM users WHERE email = ?", args: [DEMO_AGENT.email] });
    const userId = String(agent.rows[0]!.id);
    const subs = await db.execute({ sql: "SELECT id, status FROM user_subscriptions WHERE user_id = ?", args: [userId] });
    await db.execute({ sql: "UPDATE user_subscriptions SET status = 'canceled' WHERE user_id = ?", args: [userId] });
    const rs = await db.execute({
      sql: "SELECT id, title FROM properties WHERE agent_id = ? AND status = 'publicada' AND agency_id IS NULL ORDER BY id LIMIT 1",
      args: [userId],
    });
    const listing = rs.rows[0]!;
    await db.execute({ sql: "UPDATE properties SET status = 'vencida', expires_at = ? WHERE id = ?", args: [Date.now() - 86_400_000, listing.id] });
    return { id: String(listing.id), title: String(listing.title), saved: subs.rows.map((r) => ({ id: String(r.id), status: String(r.status) })) };
  });
  try {
    await signIn(DEMO_AGENT);
    await page.goto("/dashboard?estado=vencida");
    const row = page.locator(`[data-listing-id="${id}"]`);
    await row.getByRole("button", { name: `Renovar ${title}` }).click();

    const dialog = page.getByRole("alertdialog", { name: "No tienes pases para renovar" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`El plan ${basic.name} te da un pase por ${formatPriceMXN(basic.price_mxn!)} al mes.`);
    // No button that would answer 402.
    await expect(dialog.getByRole("button", { name: /Renovar con 1 pase/ })).toHaveCount(0);
    const offer = dialog.getByRole("link", { name: `Contratar ${basic.name} por ${formatPriceMXN(basic.price_mxn!)}` });
    await expect(offer).toBeVisible();
    await page.screenshot({ path: "test-results/renewal-no-passes-390.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: "test-results/renewal-no-passes-1280.png" });

    await offer.click();
    await expect(page).toHaveURL(/\/precios/);
    // /precios offers that plan's payment.
    const payment = page.getByRole("dialog").filter({ hasText: basic.name });
    await expect(payment).toBeVisible();
    await expect(payment).toContainText(formatPriceMXN(basic.price_mxn!));
  } finally {
    await withDb(async (db) => {
      for (const s of saved) await db.execute({ sql: "UPDATE user_subscriptions SET status = ? WHERE id = ?", args: [s.status, s.id] });
    });
  }
});

test("at 390 px, the demo agency's owner sees its plan with who used its passes, and its agent reads 'Publicas con el plan de …'", async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn({ email: DEMO_AGENCY.owner.email });
  await page.goto("/dashboard");
  // The agency's plan as the server has it (the seed's Agencia Pro, unless an earlier spec
  // sharing this database bought the agency another one).
  const holder = (await (await page.request.get("/api/subscription/holder")).json()) as { data: { subscription: { plan: { name: string } } } };
  const planName = holder.data.subscription.plan.name;
  expect(planName).toMatch(/^Agencia /);
  const card = page.getByRole("region", { name: `Plan de ${DEMO_AGENCY.name}` });
  await expect(card).toContainText(planName);
  await expect(card).toContainText(/Se renueva el \d+ de \w+/);
  await expect(card.getByText("Pases usados este periodo")).toBeVisible();
  await expect(card.getByRole("link", { name: "Cambiar plan" })).toBeVisible();
  await expect(page.getByText("Aún no tienes un plan")).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/agency-plan-owner-390.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/agency-plan-owner-1280.png" });

  const agentContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: "es-MX" });
  await signIn({ email: DEMO_AGENCY.agents[0]!.email }, agentContext);
  const agentPage = await agentContext.newPage();
  await agentPage.goto("/dashboard");
  await agentPage.locator("html[data-app-ready]").waitFor({ state: "attached" });
  const agentCard = agentPage.getByRole("region", { name: `Publicas con el plan de ${DEMO_AGENCY.name}` });
  await expect(agentCard).toContainText(planName);
  await expect(agentCard).toContainText(/Pases disponibles: \d+/);
  await expect(agentCard.getByRole("link", { name: "Cambiar plan" })).toHaveCount(0);
  await agentCard.scrollIntoViewIfNeeded();
  await agentPage.screenshot({ path: "test-results/agency-plan-agent-390.png" });
  await agentContext.close();
});
