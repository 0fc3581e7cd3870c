import { test, expect, waitingForTheApp, type Locator, type Page } from "./app-test";
import { DEMO_AGENT } from "./fixtures/demo-session";
import { SPANISH_TEXTS, spanishLinesOn } from "./fixtures/english-check";
import { AGENCY_MESSAGES_EN } from "../../domain/agencies/agency-profile";
import { AGENCY_TEAM_MESSAGES_EN } from "../../domain/agencies/agency-team-messages";
import { AUTH_MESSAGES_EN } from "../../domain/auth/auth-messages";

// The agency's pages and the live client boards under /en, on a phone: the demo agency's
// owner opens its profile, reports and team (a validation message of the form and one of the
// API's answers in English), an agent shares a client's board, and the client opens the
// English link and moves a card, which the agent sees live. No page shows a Spanish
// interface text (the listings' own titles and places stay as written).

const OWNER = { email: "inmobiliaria@hogaria.mx" };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function expectNoSpanish(page: Page) {
  expect(await spanishLinesOn(page)).toEqual([]);
}

/**
 * The agency's pages in the dashboard: its tab panels and the profile's region. The
 * dashboard's own frame (greeting, tabs, the summary's shortcuts) is the dashboard's, and is
 * checked where it is translated.
 */
async function expectNoSpanishIn(panel: Locator) {
  const lines = (await panel.innerText()).split("\n").map((line) => line.trim());
  expect(lines.filter((line) => SPANISH_TEXTS.includes(line))).toEqual([]);
}

test("the agency owner reads the profile, the reports and the team in English, with English validation", async ({ page, signIn }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(OWNER);

  // The profile: a description too long is refused in English before anything is sent.
  await page.goto("/en/dashboard?tab=resumen");
  const profile = page.getByRole("region", { name: "Agency profile" });
  await expect(profile.getByRole("button", { name: "Save profile" })).toBeVisible();
  await expect(profile.getByRole("link", { name: "See public page" })).toBeVisible();
  await expect(profile.getByText(/^\d+ of \d+ areas\.$/)).toBeVisible();
  const description = profile.getByLabel("Description");
  const before = await description.inputValue();
  await description.fill("x".repeat(1300));
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText(AGENCY_MESSAGES_EN.descriptionMax)).toBeVisible();
  await expectNoSpanishIn(profile);
  await description.fill(before);
  await page.screenshot({ path: testInfo.outputPath("agency-admin-en-390.png"), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: testInfo.outputPath("agency-admin-en-1280.png"), fullPage: true });
  await page.setViewportSize(PHONE);

  // The reports: English headings, counts and dates.
  await page.goto("/en/dashboard?tab=reportes");
  await expect(page.getByRole("heading", { level: 2, name: "Reports" })).toBeVisible();
  await expect(page.getByText(/^Last 30 days, \w+ \d{1,2} to \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Properties by status" })).toBeVisible();
  await expectNoSpanishIn(page.getByRole("tabpanel"));

  // The team: the e-mail checked in English by the form, the invitation sent and cancelled.
  await page.goto("/en/dashboard?tab=equipo");
  await expect(page.getByRole("heading", { name: "Invite an agent" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your team" })).toBeVisible();
  await page.getByLabel("Agent's e-mail").fill("not-an-email");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(AUTH_MESSAGES_EN.emailInvalid)).toBeVisible();
  const email = `en.team.${Date.now()}@example.mx`;
  await page.getByLabel("Agent's e-mail").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(AGENCY_TEAM_MESSAGES_EN.invitationSent)).toBeVisible();
  const pending = page.getByRole("region", { name: "Pending invitations" });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByText(/^Expires on \w+ \d{1,2}(, \d{4})?$/).first()).toBeVisible();
  await expectNoSpanishIn(page.getByRole("tabpanel"));
  await pending.getByRole("button", { name: `Cancel the invitation to ${email}` }).click();
  await expect(page.getByText(AGENCY_TEAM_MESSAGES_EN.invitationRevoked)).toBeVisible();
  await expect(pending.getByText(email)).toHaveCount(0);
  await expectNoSpanishIn(page.getByRole("tabpanel"));
});

test("an agent shares a board from /en, the client moves a card on the English link, and both read English", async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(DEMO_AGENT);

  // A client with three properties (the client list's own pages are another feature's).
  const clientName = `Smith family ${Date.now().toString(36)}`;
  const list = (await (await page.request.post("/api/favorites/lists", { data: { name: clientName } })).json()) as { data: { id: string } };
  const search = (await (await page.request.get("/api/properties?operation=renta&page_size=3")).json()) as {
    data: { items: { id: string; title: string }[] };
  };
  const listings = search.data.items;
  expect(listings).toHaveLength(3);
  for (const { id } of listings) {
    const added = await page.request.post(`/api/favorites/lists/${list.data.id}/properties`, { data: { propertyId: id } });
    expect(added.ok(), await added.text()).toBe(true);
  }

  // The agent's board, in English: its columns as tabs on the phone, live (the list's
  // properties are copied in first: "Updating the board...").
  await page.goto(`/en/cliente/${list.data.id}`);
  await expect(page.getByRole("heading", { level: 1, name: clientName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Back to My clients" })).toBeVisible();
  await expect(page.getByText(/^Updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Board columns" });
  await expect(tabs.getByRole("tab", { name: "Properties: 3 properties" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Liked: 0 properties" })).toBeVisible();
  await expectNoSpanish(page);

  // "Share" → "Copy link" makes the link; the client's view is the English page.
  await page.getByRole("button", { name: "Share" }).click();
  await page.getByRole("menuitem", { name: "Copy link" }).click();
  await expect(page.getByText(/^(Link copied|Link created)$/).first()).toBeVisible();
  await expect(page.getByText("Shared board")).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  const shareUrl = await page.getByRole("menuitem", { name: "Open the client's view" }).getAttribute("href");
  await page.keyboard.press("Escape");
  expect(shareUrl).toMatch(/\/en\/t\/[\w-]{20,}$/);
  await page.screenshot({ path: testInfo.outputPath("board-en-390.png"), fullPage: true });

  // The client, on a phone, without an account.
  const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: "en-US" });
  try {
    const client = waitingForTheApp(await clientContext.newPage());
    await client.goto(new URL(shareUrl!).pathname);
    await expect(client).toHaveTitle(`${clientName} · Property board · Hogaria`);
    await expect(client.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
    await expect(client.getByText("Property board", { exact: true })).toBeVisible();
    await expect(client.getByText("Live", { exact: true })).toBeVisible();
    await expect(client.getByRole("list", { name: "Who is viewing the board" })).toContainText("Agent");
    await expectNoSpanish(client);

    // "Move to" → "Liked": the card leaves "Properties", and the agent sees it arrive.
    const first = listings[0].title;
    await client.getByRole("button", { name: `Move to another column: ${first}`, exact: true }).click();
    await expect(client.getByRole("menu").getByText("Move to", { exact: true })).toBeVisible();
    await client.getByRole("menuitem", { name: "Liked" }).click();
    await expect(client.getByRole("tab", { name: /^Properties: 2 properties/ })).toBeVisible();
    await expect(client.getByRole("tab", { name: /^Liked: 1 property/ })).toBeVisible();
    await expectNoSpanish(client);

    await expect(page.getByRole("tab", { name: /^Liked: 1 property/ })).toBeVisible();
    await expect(page.getByText(`${clientName} moved “${first}” to Liked`).last()).toBeVisible();
    await expect(page.getByRole("button", { name: "See property" })).toBeVisible();
    await expectNoSpanish(page);
  } finally {
    await clientContext.close();
  }

  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(page.getByRole("region", { name: "Liked", exact: true }).getByRole("article", { name: listings[0].title, exact: true })).toBeVisible();
  await expectNoSpanish(page);
  await page.screenshot({ path: testInfo.outputPath("board-en-1280.png"), fullPage: true });
});

test("an unknown board link says, in English, that the board is not available", async ({ page }) => {
  await page.goto("/en/t/no-such-board-link-here");
  await expect(page.getByRole("heading", { name: "This board is no longer available." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search properties" })).toHaveAttribute("href", "/en");
  await expectNoSpanish(page);
});
