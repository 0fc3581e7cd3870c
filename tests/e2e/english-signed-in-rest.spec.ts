import { test, expect, waitingForTheApp, type Page } from "./app-test";
import { DEMO_AGENT, DEMO_BUYER } from "./fixtures/demo-session";
import { spanishLinesOn } from "./fixtures/english-check";
import { patiently } from "./fixtures/patient-request";
import { latestLinkFor } from "./mailbox";
import { LOCAL_AUTH_SECRET } from "../../worker/env";
import { unsubscribeToken } from "../../worker/services/saved-search-alerts/unsubscribe-token";

// The signed-in pages an English page still showed in Spanish: an agent's client lists and
// the delete dialog, the cédula/AMPI section of "My profile" and the dashboard's tabs, the
// plan dialogs on /en/precios (subscription, change, confirmation, a scheduled downgrade),
// the agency invitation a new agent opens, the unsubscribe page of an English alert e-mail
// and a board card's shared property. None of them shows a Spanish interface text.

const PASSWORD = "ClaveSegura2026";
const OWNER = { email: "contacto@raicesdelsur.mx" };
const INVITATION_LINK = /https?:\/\/\S+\/invitacion\?token=\S+/;

async function noSpanish(page: Page, where: string) {
  await page.waitForLoadState("networkidle");
  expect(await spanishLinesOn(page), where).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** A new independent agent signed up from an English page, signed in on `page`. */
async function newEnglishAgent(page: Page, name = "Emma Walker") {
  const agent = { email: `english.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.mx`, name };
  const signUp = await patiently(() =>
    page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente", lang: "en" } }),
  );
  expect(signUp.ok(), await signUp.text()).toBe(true);
  return agent;
}

async function payFor(page: Page, planId: string) {
  const checkout = await page.request.post("/api/checkout", { data: { planId } });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  expect((await page.request.post(`/api/checkout/sessions/${url.split("/").pop()}/pay`)).ok()).toBe(true);
}

test("an agent's client lists, their delete dialog and a shared board card are in English", async ({ page, signIn }) => {
  test.setTimeout(90_000);
  // A new agent first: no clients yet.
  await newEnglishAgent(page);
  await page.goto("/en/mis-clientes");
  await expect(page.getByRole("heading", { level: 1, name: "My Clients" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You have no clients yet" })).toBeVisible();
  await noSpanish(page, "empty client lists");

  // The demo agent creates a client, sees its card, and opens the delete dialog.
  await page.context().clearCookies();
  await signIn(DEMO_AGENT);
  await page.goto("/en/mis-clientes");
  // The demo agent may have no clients yet ('Create First Client') or some ('New Client').
  await expect(page.getByRole("list", { name: "Clients" }).or(page.getByRole("heading", { name: "You have no clients yet" }))).toBeVisible();
  await page
    .getByRole("button", { name: "New Client" })
    .or(page.getByRole("button", { name: "Create First Client" }))
    .click();
  const name = `English client ${Date.now() % 100000}`;
  await expect(page.getByRole("button", { name: "Create Client" })).toBeDisabled();
  await noSpanish(page, "new client form");
  await page.getByLabel("Client name").fill(name);
  await page.getByRole("button", { name: "Create Client" }).click();
  await expect(page.getByText("Client created")).toBeVisible();
  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("0 properties");
  await expect(card).toContainText(/Since \w+ \d{1,2}, \d{4}/);
  await expect(card.getByRole("link", { name: "View Board" })).toBeVisible();
  await noSpanish(page, "client cards");
  await shoot(page, "client-lists");

  await card.getByRole("button", { name: `Delete client ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete client" });
  await expect(dialog).toContainText(`Are you sure you want to delete the client "${name}"?`);
  await expect(dialog).toContainText("Their board and the link you shared will be deleted too.");
  await noSpanish(page, "delete client dialog");
  await shoot(page, "delete-client-dialog");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`“${name}” and their board were deleted.`)).toBeVisible();
  await noSpanish(page, "after deleting a client");

  // A board card's property, as the agent shared it: its type and operation in English.
  const lists = await page.request.post("/api/favorites/lists", { data: { name: `${name} (board)` } });
  expect(lists.ok(), await lists.text()).toBe(true);
  const list = ((await lists.json()) as { data: { id: string } }).data;
  const found = (await (await page.request.get("/api/properties?operation=renta&tipo=departamento&page_size=1")).json()) as {
    data: { items: { id: string }[] };
  };
  const added = await page.request.post(`/api/favorites/lists/${list.id}/properties`, { data: { propertyId: found.data.items[0].id } });
  expect(added.ok(), await added.text()).toBe(true);
  // The list's properties are copied onto its board (what opening the board does first).
  const migrated = await page.request.post("/api/boards/migrate", { data: { listId: list.id } });
  expect(migrated.ok(), await migrated.text()).toBe(true);
  const board = (await (await page.request.get(`/api/boards/by-list/${list.id}`)).json()) as { data: { items: { property: { id: string } }[] } };
  await page.goto(`/en/sc/${board.data.items[0].property.id}`);
  await expect(page.getByText("Apartment · For rent")).toBeVisible();
  await noSpanish(page, "shared board card");
  await shoot(page, "shared-property");
  await page.request.delete(`/api/favorites/lists/${list.id}`);
});

test("an agent's dashboard tabs and the cédula or AMPI section of My profile are in English", async ({ page }) => {
  test.setTimeout(60_000);
  await newEnglishAgent(page);
  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Emma" })).toBeVisible();
  for (const tab of ["My properties", "Messages", "Overview", "Invoices"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await noSpanish(page, "dashboard");
  await shoot(page, "dashboard");

  await page.goto("/en/perfil");
  const license = page.getByRole("region", { name: "Professional license (cédula) or AMPI number" });
  await expect(license).toBeVisible();
  await license.getByLabel("Number").fill("12");
  await license.getByRole("button", { name: "Send for review" }).click();
  await expect(license.getByLabel("Number")).toHaveAttribute("aria-invalid", "true");
  await noSpanish(page, "license section with an error");
  await license.getByLabel("Number").fill("12345678");
  await license.getByRole("button", { name: "Send for review" }).click();
  await expect(license.getByText("Under review")).toBeVisible();
  await noSpanish(page, "license under review");
  await license.scrollIntoViewIfNeeded();
  await shoot(page, "license");
});

test("the plan dialogs on /en/precios are in English, and so is buying the plan one has", async ({ page }) => {
  test.setTimeout(120_000);
  await newEnglishAgent(page, "Rosa Changes");
  await payFor(page, "plan_pro");
  await page.goto("/en/precios");

  // The subscription dialog, both tabs.
  await page.getByRole("button", { name: "Compare plans" }).click();
  const subscription = page.getByRole("dialog", { name: "Choose your subscription" });
  await expect(subscription.getByRole("tab", { name: "Listings" })).toBeVisible();
  await noSpanish(page, "subscription dialog, listings");
  await subscription.getByRole("tab", { name: "Agency Plans" }).click();
  await expect(subscription.getByText("Agency passes cost less per unit than individual subscriptions")).toBeVisible();
  await noSpanish(page, "subscription dialog, agencies");
  await shoot(page, "subscription-dialog");
  await page.keyboard.press("Escape");

  // "Change plan": the list, an upgrade's confirmation, a downgrade's, scheduled and cancelled.
  const current = page.getByRole("region", { name: "Your current plan" });
  await current.getByRole("button", { name: "Change plan" }).click();
  const change = page.getByRole("dialog", { name: "Change plan" });
  await expect(change.getByRole("list", { name: "Individual plans" }).getByRole("listitem")).toHaveCount(3);
  await noSpanish(page, "change plan dialog");
  await change.getByRole("button", { name: "Choose Expert" }).click();
  const upgrade = page.getByRole("dialog", { name: "Switch to Expert?" });
  await expect(upgrade.getByText("Expert starts as soon as you pay, with a new 30-day period.")).toBeVisible();
  await expect(upgrade.getByRole("term").filter({ hasText: /Credit for \d+ unused days of Pro/ })).toBeVisible();
  await noSpanish(page, "upgrade confirmation");
  await shoot(page, "plan-upgrade");
  await upgrade.getByRole("button", { name: "Back" }).click();
  await change.getByRole("button", { name: "Choose Basic" }).click();
  const downgrade = page.getByRole("dialog", { name: "Switch to Basic?" });
  await expect(downgrade.getByText(/^Changes to Basic on \w+ \d{1,2}, \d{4}, at the end of your period\. You pay nothing today\.$/)).toBeVisible();
  await noSpanish(page, "downgrade confirmation");
  await downgrade.getByRole("button", { name: "Schedule change" }).click();
  await expect(page.getByText("Change scheduled")).toBeVisible();
  const notice = page
    .getByRole("status")
    .filter({ hasText: /Changes to Basic on/ })
    .first();
  await expect(notice).toBeVisible();
  await noSpanish(page, "scheduled downgrade");
  await notice.getByRole("button", { name: "Cancel change" }).click();
  await expect(page.getByText("You canceled the plan change. Your current plan will renew as usual.")).toBeVisible();

  // Buying Pro again is refused in English.
  const refused = await page.request.get("/api/plan-changes/preview?planId=plan_pro", { headers: { "X-Hogaria-Lang": "en" } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    "You already have the Pro plan. It renews by itself at the end of the period; you do not need to buy it again.",
  );
});

test("an agency invitation opened from an English e-mail is in English, up to joining", async ({ page, browser, signIn }) => {
  test.setTimeout(120_000);
  await signIn(OWNER);
  const email = `invited.${Date.now()}@example.mx`;
  const invited = await page.request.post("/api/agency/invitations", { data: { email }, headers: { "X-Hogaria-Lang": "en" } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const link = await latestLinkFor(page.request, email, INVITATION_LINK);
  expect(link).toMatch(/^\/en\/invitacion\?token=/);

  const context = await browser.newContext();
  try {
    const agent = waitingForTheApp(await context.newPage());
    await agent.goto("/en/invitacion?token=no-such-invitation");
    await expect(agent.getByRole("heading", { level: 1, name: "This invitation is not valid" })).toBeVisible();
    await noSpanish(agent, "invalid invitation");

    await agent.goto(link);
    await expect(agent.getByRole("heading", { level: 1, name: /^Join / })).toBeVisible();
    await expect(agent.getByLabel("Email")).toHaveValue(email);
    await noSpanish(agent, "invitation sign-up");
    await shoot(agent, "invitation");
    await agent.getByLabel("Full name").fill("Sofia New Agent");
    await agent.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await agent.getByLabel("Confirm password").fill(`${PASSWORD}x`);
    await agent.getByRole("button", { name: "Create account and join" }).click();
    await noSpanish(agent, "invitation sign-up with an error");
    await agent.getByLabel("Confirm password").fill(PASSWORD);
    await agent.getByRole("button", { name: "Create account and join" }).click();
    await expect(agent.getByText(/^You joined .+\.$/)).toBeVisible();
    await expect(agent).toHaveURL(/\/en\/dashboard/, { timeout: 30_000 });
    await expect(agent.getByRole("tab", { name: "My properties" })).toBeVisible();
    await noSpanish(agent, "dashboard after joining");
  } finally {
    await context.close();
  }
});

test("the unsubscribe page of an English alert e-mail is in English", async ({ page, context, signIn }) => {
  await signIn(DEMO_BUYER);
  const saved = await page.request.post("/api/saved-searches", {
    data: { name: "Flats in Roma", frequency: "al_momento", filters: { operation: "renta" } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = ((await saved.json()) as { data: { id: string } }).data;
  const token = await unsubscribeToken(process.env.BETTER_AUTH_SECRET || LOCAL_AUTH_SECRET, id);

  // The worker writes this page itself (no app): a plain page, not one that waits for it.
  const plain = await context.newPage();
  await plain.goto(`/en/alertas/baja?${new URLSearchParams({ token })}`);
  await expect(plain.getByText("Stop getting alerts for your search “Flats in Roma”?")).toBeVisible();
  expect(await spanishLinesOn(plain)).toEqual([]);
  await shoot(plain, "unsubscribe");
  await plain.getByRole("button", { name: "Stop getting alerts" }).click();
  await expect(plain.getByText("Done: we will no longer send you alerts for your search “Flats in Roma”.")).toBeVisible();
  await expect(plain.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/en/dashboard");
  expect(await spanishLinesOn(plain)).toEqual([]);
  await page.request.delete(`/api/saved-searches/${id}`);
});
