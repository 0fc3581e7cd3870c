import { test, expect, type Page } from "./app-test";
import { spanishLinesOn } from "./fixtures/english-check";
import { SAVED_SEARCH_MESSAGES_EN } from "../../domain/saved-searches/saved-search-messages";
import { PASSWORD_RULE_MESSAGE } from "../../domain/auth/password";
import { nameSchema } from "../../domain/auth/schemas";
import { twinIn } from "../../domain/i18n/message-twins";
import { formatLongDate } from "../../domain/format/date";

// A foreign renter on a phone signs up on /en/register and uses the signed-in areas in
// English: saves a listing to a new list from the English search page, saves the search
// (after a validation error in English), then opens the dashboard, the favourites dialog and
// the profile. No page or dialog shows a Spanish interface text, and dates read en-US.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "Segura2026";

async function expectEnglish(page: Page, where: string) {
  expect(await spanishLinesOn(page), `Spanish interface text on ${where}`).toEqual([]);
}

test("a renter signs up in English, saves a listing and a search, and finds dashboard, favorites and profile in English", async ({ page }) => {
  const email = `e2e-en-renter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;

  // Sign up on the English page (looking for a property is the default account type).
  await page.goto("/en/register");
  await page.getByLabel("Full name").fill("Emma Walker");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Your account" })).toBeVisible();

  // A result card's heart on the English search page: the dialog, in English.
  await page.goto("/en/rentar");
  const heart = page.getByRole("button", { name: /^Save to favorites: / }).first();
  await heart.click();
  const dialog = page.getByRole("dialog", { name: "Save to favorites" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^All/ })).toBeVisible();
  await expect(dialog.getByText("0 properties")).toBeVisible();
  await expectEnglish(page, "the save-to-list dialog");

  // A new list, which gets the listing at once.
  await dialog.getByRole("button", { name: "Create new list" }).click();
  await expect(page.getByRole("dialog", { name: "Create new list" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create list" })).toBeDisabled();
  await page.getByLabel("List name").fill("Roma visits");
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  const picker = page.getByRole("dialog", { name: "Save to favorites" });
  await expect(picker.getByRole("button", { name: /^Roma visits/ })).toHaveAttribute("aria-pressed", "true");
  await expect(picker.getByText("1 property", { exact: true })).toBeVisible();
  await expectEnglish(page, "the save-to-list dialog after creating a list");
  await picker.getByRole("button", { name: "Done" }).click();
  await expect(picker).toBeHidden();

  // Save the search: an empty name is refused in English, then the search is saved with daily alerts.
  await page.getByRole("button", { name: "Save search" }).click();
  const save = page.getByRole("dialog", { name: "Save search" });
  await expect(save).toBeVisible();
  await expect(save.getByRole("radio", { name: /^Instant/ })).toBeChecked();
  await save.getByRole("textbox", { name: "Name" }).fill("");
  await save.getByRole("button", { name: "Save search" }).click();
  await expect(save.getByText(SAVED_SEARCH_MESSAGES_EN.nameRequired)).toBeVisible();
  await expect(save.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  await expectEnglish(page, "the save-search dialog with its error");
  await save.getByRole("textbox", { name: "Name" }).fill("Rentals in Mexico City");
  await save.getByRole("radio", { name: /^Daily/ }).check();
  await save.getByRole("button", { name: "Save search" }).click();
  await expect(save).toBeHidden();
  await expect(page.getByText("Search saved")).toBeVisible();

  // The dashboard: the list, the saved search and the listing just saved, in English.
  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Hi, Emma" })).toBeVisible();
  const lists = page.getByRole("region", { name: "Your lists" });
  await expect(lists.getByRole("button", { name: "Open the list Roma visits, 1 property" })).toBeVisible();
  await expect(lists.getByRole("button", { name: "Open the list All, 0 properties" })).toBeVisible();
  const searches = page.getByRole("region", { name: "Saved searches" });
  const row = searches.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Rentals in Mexico City" }) });
  await expect(row).toContainText("Alerts: Daily");
  await expect(row).toContainText("Nothing new");
  await expect(row.getByRole("link", { name: "See results" })).toHaveAttribute("href", /^\/en\/rentar/);
  await expect(page.getByRole("region", { name: "Price changes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What would you like to do today?" })).toBeVisible();
  await expectEnglish(page, "/en/dashboard");

  // The delete question of a saved search, in English; cancelled.
  await row.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete search" });
  await expect(confirm).toContainText("Delete “Rentals in Mexico City”? You will stop getting its alerts.");
  await expectEnglish(page, "the delete-search question");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  // The favourites: the lists, then one list's properties.
  await lists.getByRole("button", { name: "Manage lists" }).click();
  const favorites = page.getByRole("dialog", { name: "My favorites" });
  await expect(favorites).toBeVisible();
  await expect(favorites.getByRole("list", { name: "Your lists" })).toBeVisible();
  await expectEnglish(page, "the favorites dialog");
  await favorites.getByRole("button", { name: /^Roma visits/ }).click();
  const list = page.getByRole("dialog", { name: "Roma visits" });
  await expect(list.getByText("Properties saved in this list.")).toBeVisible();
  await expect(list.getByRole("button", { name: "Back to your lists" })).toBeVisible();
  await expect(list.getByText(/^MX\$[\d,]+/)).toBeVisible();
  await expectEnglish(page, "a favorite list");
  await page.keyboard.press("Escape");

  // The profile: name, e-mail and password, and deleting the account, in English.
  await page.goto("/en/perfil");
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  const identity = page.getByRole("region", { name: "Name and photo" });
  await expect(identity).toContainText(`Looking for a property · on Hogaria since ${formatLongDate(new Date(), "en")}`);
  await expect(page.getByRole("region", { name: "E-mail and password" })).toBeVisible();
  await expectEnglish(page, "/en/perfil");
  // An empty name: the form's message, in English.
  await identity.getByLabel("Name").fill("");
  await identity.getByRole("button", { name: "Save name" }).click();
  await expect(identity.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
  const emptyName = nameSchema.safeParse("").error?.issues[0]?.message ?? "";
  await expect(identity.getByText(twinIn("en", emptyName)!)).toBeVisible();
  await expectEnglish(page, "/en/perfil with the name's error");
  // A new password that breaks the rules: the message, in English.
  const account = page.getByRole("region", { name: "E-mail and password" });
  await account.getByLabel("Current password").fill(PASSWORD);
  await account.getByLabel("New password").fill("short");
  await account.getByRole("button", { name: "Change password" }).click();
  await expect(account.getByText(twinIn("en", PASSWORD_RULE_MESSAGE)!)).toBeVisible();
  await expectEnglish(page, "/en/perfil with the password's error");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const deletion = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(deletion.getByLabel("Your password")).toBeVisible();
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(deletion.getByText("Enter your password to delete your account.")).toBeVisible();
  await expectEnglish(page, "the delete-account question");
  await deletion.getByRole("button", { name: "Cancel" }).click();
  // The phone is wide enough for every page: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});
