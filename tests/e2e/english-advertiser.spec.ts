import { test, expect, type APIRequestContext } from "./app-test";
import { DEMO_AGENT as AGENT } from "./fixtures/demo-session";
import { spanishLinesOn } from "./fixtures/english-check";

// An agent working in English: sharing a listing with a client from its English page, the
// presentation a client opens at /en/p/{token}, and the page of a password-reset link that
// no longer works. None of them shows a Spanish interface text.

type Listing = { id: string; title: string; price: number };

async function aListingForSale(api: APIRequestContext): Promise<Listing> {
  const response = await api.get("/api/properties?operation=venta&page_size=1");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { items: Listing[] } }).data.items[0];
}

test("an agent shares a listing from its English page, in English", async ({ page, context, signIn }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const listing = await aListingForSale(page.request);
  await signIn(AGENT);
  await page.goto(`/en/propiedad/${listing.id}`);

  const panel = page.getByRole("region", { name: "Share with a client" });
  await expect(panel).toContainText("Your client will see the property with your contact details");
  await panel.getByRole("button", { name: "Create a client link" }).click();
  await expect(page.getByText("Link created and copied")).toBeVisible();
  const row = panel.getByRole("listitem", { name: "Client link" }).first();
  await expect(row).toContainText(/Created \w+ \d{1,2}, \d{4}/);
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoke this link? It will stop working for whoever has it.");
  await row.getByRole("button", { name: "Cancel" }).click();
  await page.waitForLoadState("networkidle");
  expect(await spanishLinesOn(page)).toEqual([]);
});

test("a client opens an English presentation, and a gone one says so in English", async ({ page, signIn }) => {
  const listing = await aListingForSale(page.request);
  await signIn(AGENT);
  const response = await page.request.post(`/api/properties/${listing.id}/shares`, { data: { kind: "presentation" } });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = ((await response.json()) as { data: { url: string } }).data;

  await page.goto(`/en${new URL(url).pathname}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  const price = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(listing.price);
  await expect(page.getByText(`Price: MX$${price}`)).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);

  await page.goto("/en/p/este-enlace-no-existe-0000000000");
  await expect(page.getByRole("heading", { name: "This presentation is no longer available." })).toBeVisible();
  await expect(page.getByText("Ask your agent for a new link.")).toBeVisible();
  expect(await spanishLinesOn(page)).toEqual([]);
});

test("a password-reset link that no longer works says so in English", async ({ page }) => {
  await page.goto("/en/reset-password?token=usado&error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
  await expect(page.getByText("For your security, each link works only once and expires in 1 hour.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/en/forgot-password");
  expect(await spanishLinesOn(page)).toEqual([]);
});
