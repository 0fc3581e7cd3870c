import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const pages = ["/", "/rentar", "/comprar?tipo=casa", "/propiedad/qer9nx89a5ae", "/precios", "/servicios", "/buscar-inmobiliarias", "/terminos", "/sobre-nosotros", "/que-ofrece-hogaria", "/agente-ai", "/privacidad", "/no-existe", "/propiedad/nope"];
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const msgs = [];
  page.on("console", (m) => { if (["error", "warning"].includes(m.type())) msgs.push(m.type() + ": " + m.text().slice(0, 300)); });
  page.on("pageerror", (e) => msgs.push("pageerror: " + e.message.slice(0, 300)));
  const apiCalls = [];
  page.on("request", (r) => { if (r.url().includes("/api/")) apiCalls.push(r.url().replace("http://localhost:8787", "")); });
  for (const p of pages) {
    msgs.length = 0; apiCalls.length = 0;
    await page.goto("http://localhost:8787" + p, { waitUntil: "networkidle" });
    const title = await page.title();
    const titles = await page.evaluate(() => document.querySelectorAll("title").length);
    console.log(width, p, "|", title, "| titles:", titles, "| api:", apiCalls.join(" "), msgs.length ? "\n   " + msgs.join("\n   ") : "");
    if (width === 390 || ["/", "/rentar"].includes(p)) await page.screenshot({ path: "/tmp/shot-" + width + p.replace(/[^a-z0-9]/gi, "_") + ".png" });
  }
  await ctx.close();
}
await browser.close();
