import { chromium } from "@playwright/test";
const [path, ...rest] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto(`http://127.0.0.1:8731${path}`);
await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const name = path.replace(/\//g, "_");
// Strips of 390×1500, side by side in one image: the whole page readable at once.
const strips = Math.ceil(height / 1500);
console.log(path, height, strips);
for (let i = 0; i < strips; i++) {
  await page.screenshot({ path: `/tmp/i14-guides-shots/${name}-390-${i}.png`, fullPage: true, clip: { x: 0, y: i * 1500, width: 390, height: Math.min(1500, height - i * 1500) } });
}
await browser.close();
