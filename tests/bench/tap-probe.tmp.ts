import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://127.0.0.1:8787";
const throttle = process.env.THROTTLE === "1";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "es-MX" });
const page = await ctx.newPage();
const id = process.argv[2];
if (throttle) {
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
const t0 = Date.now();
await page.goto(`${base}/propiedad/${id}`, { waitUntil: "commit" });
const button = page.getByRole("button", { name: "Enviar mensaje" }).first();
await button.waitFor({ state: "visible" });
const tVisible = Date.now() - t0;
await button.tap();
const tTap = Date.now() - t0;
await page.getByRole("dialog").waitFor({ state: "visible", timeout: 20000 }).catch(() => console.log("dialog not seen"));
const tEffect = Date.now() - t0;
const lcp = await page.evaluate(() => new Promise<number>((r) => new PerformanceObserver((l) => { const e = l.getEntries(); r(e[e.length - 1].startTime); }).observe({ type: "largest-contentful-paint", buffered: true })));
console.log({ tVisible, tTap, tEffect, lcp: Math.round(lcp) });
await page.screenshot({ path: "/tmp/exp/tap.png" });
await browser.close();
