import { test, expect, type Page } from "./app-test";
import { pagePath } from "../../domain/pages/page-routes";

// The pages run under a Content-Security-Policy without eval. Nothing they load may try what
// the policy forbids: a blocked attempt shows in the browser's console and issues even when
// the script catches it (zod once probed `new Function` as the app's schemas were made).
async function violationsOn(page: Page, path: string): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    ),
  );
  await page.goto(path);
  // What the app loads after it takes the page over (the page's other chunks, a dialog's schemas).
  await page.waitForLoadState("networkidle");
  return violations;
}

for (const path of ["/", pagePath.rentar, pagePath.login, pagePath.precios, "/en"]) {
  test(`${path} breaks none of the page's security policy`, async ({ page }) => {
    expect(await violationsOn(page, path)).toEqual([]);
  });
}

test("a listing's page, with its message form open, breaks none of it", async ({ page }) => {
  await page.goto(pagePath.rentar);
  const first = page.locator("article[data-property-id] a").first();
  const href = (await first.getAttribute("href"))!;
  const violations = await violationsOn(page, href);
  await page.getByRole("button", { name: "Enviar mensaje" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
