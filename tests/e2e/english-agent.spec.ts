import { test, expect, type Page } from "./app-test";
import sharp from "sharp";
import { PLAN_TEXTS } from "../../domain/billing/billing-text";
import { SPANISH_TEXTS, spanishLinesOn } from "./fixtures/english-check";
import { CONFIRMATION_LINK, latestLinkFor } from "./mailbox";
import { verifyPhone } from "./sms-outbox";
import { patiently } from "./fixtures/patient-request";

// The agent's side in English, on a phone: a new agent on /en/precios pays a plan at the
// local checkout and comes back to the English page; "My listings" and the plan card are in
// English; the publish form refuses a first step in English, then publishes a rental with a
// photo; the invoices list is in English. No page shows a Spanish interface text.

const PASSWORD = "ClaveSegura2026";

async function newAgent(page: Page): Promise<void> {
  const agent = { email: `agent.en.${Date.now()}@example.mx`, name: "Megan Walker" };
  const signUp = await patiently(() => page.request.post("/api/auth/sign-up/email", { data: { ...agent, password: PASSWORD, role: "agente" } }));
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await page.request.get(await latestLinkFor(page.request, agent.email, CONFIRMATION_LINK));
  // The phone buyers will reach, proved before publishing (its own feature's form is not this test's).
  await verifyPhone(page.request);
}

// The dashboard's greeting and tab strip belong to the dashboard's own translation: on its
// pages this test reads the open tab's panel (My listings, Invoices) and any dialog over it.
async function spanishInPanels(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[role='tabpanel'], [role='dialog'], [role='alertdialog']")].map((e) => e.innerText).join("\n"),
  );
  const lines = text.split("\n").map((line) => line.trim());
  return lines.filter((line) => line && SPANISH_TEXTS.includes(line));
}

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  return { name: "living-room.jpg", mimeType: "image/jpeg", buffer };
}

test.use({ viewport: { width: 390, height: 844 } });

test("an agent pays a plan, publishes a rental and reads invoices in English, and checkout brings them back to English", async ({ page }) => {
  test.setTimeout(300_000);
  await newAgent(page);

  // The plan, bought from the English pricing page through the local checkout.
  const plans = (await (await page.request.get("/api/plans")).json()) as { data: { id: string; plan_category: string }[] };
  const pro = plans.data.find((p) => p.plan_category === "pro")!;
  const proName = PLAN_TEXTS[pro.id]!.en.name;
  await page.goto("/en/precios");
  await page
    .getByRole("list", { name: "Individual plans" })
    .getByRole("listitem", { name: proName, exact: true })
    .getByRole("button", { name: "Choose" })
    .click();
  await expect(page).toHaveURL(/\/en\/checkout\/[^/]+$/);
  await expect(page.getByRole("heading", { name: "Confirm subscription" })).toBeVisible();
  await expect(page.getByText("MX$999", { exact: true })).toBeVisible();
  await expect(page.getByText("Test payment — nothing will be charged")).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/precios/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Plans" })).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);

  // My listings and the plan card.
  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { name: "My listings" })).toBeVisible();
  await expect(page.getByText("Your listings, their numbers and how long they run.")).toBeVisible();
  await expect(page.getByText("Passes available: ", { exact: false })).toBeVisible();
  await expect(page.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(/You have no listings yet/)).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("My listings");
  expect(await spanishInPanels(page)).toEqual([]);

  // The publish form: a first step refused in English, then a rental with one photo.
  await page.getByRole("link", { name: "List a property" }).first().click();
  await expect(page).toHaveURL(/\/en\/publicar/);
  await expect(page.getByRole("heading", { level: 1, name: "Type" })).toBeVisible();
  await expect(page.getByText("Step 1 of 7")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Choose whether it is for sale, for rent or a foreclosure.")).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("group", { name: "What kind of listing is it?" }).getByText("Rent", { exact: true }).click();
  await page.getByRole("group", { name: "Property type" }).getByText("Apartment", { exact: true }).click();
  await expect(page).toHaveURL(/[?&]id=[a-z0-9]+/);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Location" })).toBeVisible();
  await page.getByRole("combobox", { name: "Neighborhood (colonia)" }).fill("roma nor");
  await page.getByRole("option", { name: /Roma Norte/ }).click();
  await page.getByLabel("Street and number").fill("Durango 245");
  await expect(page.getByText("Drag the pin to the entrance, or tap the map.")).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();

  // The API's and the form's range check, in English with MX$.
  await page.getByLabel("Monthly rent").fill("50000000");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("The monthly rent must be between MX$1,000 and MX$2,000,000.")).toBeVisible();
  await page.getByLabel("Monthly rent").fill("28000");
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Bedrooms", { exact: true }).fill("2");
  await page.getByLabel("Bathrooms", { exact: true }).fill("1.5");
  await page.getByLabel("Parking spaces").fill("1");
  await page.getByLabel("Built area").fill("85");
  await expect(page.getByText("Pets allowed")).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Title", { exact: true }).fill("Bright two-bedroom apartment in Roma Norte");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Two bright bedrooms, a fitted kitchen and a balcony over the street, two blocks from Parque México.");
  await expect(page.getByRole("status").getByText("Saved", { exact: true })).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Choose photos").setInputFiles([await photo()]);
  await expect(page.getByRole("list", { name: "The property's photos" }).getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText("Main", { exact: true })).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Review" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Preview" }).getByText("MX$28,000/month")).toBeVisible();
  await expect(page.getByText(/^Publishing uses 1 pass from your .+ plan\./)).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/propiedad\/[a-z0-9]+$/);

  // Back in My listings: the listing, published, with its English status and dates.
  await page.goto("/en/dashboard");
  const row = page.getByRole("article", { name: "Bright two-bedroom apartment in Roma Norte" });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row.getByText("MX$28,000/month")).toBeVisible();
  await expect(row.getByText("Published today")).toBeVisible();
  await expect(row.getByText(/^Expires on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  await row.getByRole("button", { name: /More actions for/ }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "Delete this listing?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
  expect(await spanishInPanels(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The invoices of the plan's payment.
  await page.goto("/en/dashboard?tab=facturas");
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByText(/MX\$999\.00/)).toBeVisible();
  expect(await spanishInPanels(page)).toEqual([]);
});
