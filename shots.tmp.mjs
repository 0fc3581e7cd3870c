import { chromium } from "playwright";
const base = "http://localhost:8787";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const ctx = await browser.newContext({ locale: "es-MX" });
const page = await ctx.newPage();
await page.goto(base + "/login");
await page.waitForSelector("html[data-app-ready]");
await page.getByLabel("Correo electrónico").fill(process.argv[2]);
await page.getByLabel("Contraseña", { exact: true }).fill("Hogaria2026!");
await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
await page.waitForURL(/dashboard/);
for (const [name, path] of [["dash", "/dashboard"], ["equipo", "/dashboard?tab=equipo"], ["reportes", "/dashboard?tab=reportes"], ["import", "/import-properties"], ["bulk", "/bulk-import-images"]]) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/s-${name}-${width}.png` });
  }
}
await browser.close();
