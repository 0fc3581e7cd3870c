import { chromium } from "@playwright/test";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of pages) {
    await page.goto(`http://127.0.0.1:8731${path}`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    const name = path.replace(/\//g, "_") || "home";
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(width, path, "overflow", overflow);
    await page.screenshot({ path: `/tmp/i14-guides-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
