// A phone as Lighthouse's mobile preset models it, in Debian's Chromium driven by Playwright:
// 390 px wide with touch, Lighthouse's Moto G user agent and pixel ratio, and Lighthouse's own
// devtools throttling applied through CDP (slow 4G: 150 ms RTT × 3.75 = 562.5 ms request
// latency, 1.6 Mbps × 0.9 down, 675 kbps up; the CPU slowed 4×). Each page view gets a new
// browser context: an empty cache, as a first visit from a search result.
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";
import { trustedFrontKeys } from "./h2-front";

const SLOW_4G = throttling.mobileSlow4G;
export const PHONE_WIDTH = 390;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The pages come through the benches' HTTP/2 front (h2-front.ts), whose certificate is its
    // own: trusted by its key, so the browser caches what it serves as it would Cloudflare's.
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", ...certificateTrust()],
  });
}

function certificateTrust(): string[] {
  const keys = trustedFrontKeys();
  return keys.length > 0 ? [`--ignore-certificate-errors-spki-list=${keys.join(",")}`] : ["--ignore-certificate-errors"];
}

/** Cookies of a signed-in session (`name=value; …`), put on every page of the context. */
export type SessionCookies = string;

/**
 * A throttled phone page, with observers installed before the page's own scripts run:
 * window.__lcp (the latest largest-contentful-paint's startTime) and window.__events (the
 * Event Timing entries of 16 ms or more, as web-vitals reads them for INP).
 */
export async function phonePage(browser: Browser, baseUrl: string, cookies?: SessionCookies): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: PHONE_WIDTH, height: 844 },
    deviceScaleFactor: screenEmulationMetrics.mobile?.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: "es-MX",
    ignoreHTTPSErrors: true,
  });
  if (cookies) {
    await context.addCookies(
      cookies.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
  }
  // Runs in the page, as text: this file is type-checked for Node.
  await context.addInitScript({
    content: `
      window.__lcp = null;
      window.__events = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
        .observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime });
      }).observe({ type: "event", buffered: true, durationThreshold: 16 });
    `,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    // DevTools takes bytes per second, Lighthouse's constants are kbps.
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_4G.cpuSlowdownMultiplier });
  return { context, page };
}

/** The page's globals the in-page functions use, typed here: the benches' project has no DOM library. */
export type PageElement = {
  getBoundingClientRect(): { top: number; width: number; height: number };
  scrollIntoView(options: { block: "center"; inline: "center" }): void;
  textContent: string | null;
};
export type PageGlobals = {
  document: { querySelectorAll(selector: string): Iterable<PageElement> };
  getComputedStyle(element: PageElement): { visibility: string };
};

/** A dialog of the app (Radix gives it its role). */
export const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** What a tap or a load should make appear: an element matching `selector` whose text matches `text`. */
export type Effect = { selector: string; text?: RegExp };

/**
 * Milliseconds from the page's navigation start (performance.timeOrigin) to the first
 * animation frame in which the effect is on screen (a box of its own, not visibility:hidden),
 * or null when it has not appeared within `timeoutMs`.
 */
export async function effectSeenAt(page: Page, effect: Effect, timeoutMs: number): Promise<number | null> {
  const handle = await page
    .waitForFunction(
      ({ selector, source, flags }) => {
        const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
        const text = source === null ? null : new RegExp(source, flags);
        for (const el of document.querySelectorAll(selector)) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
          if (text && !text.test(el.textContent ?? "")) continue;
          return performance.now();
        }
        return false;
      },
      { selector: effect.selector, source: effect.text?.source ?? null, flags: effect.text?.flags ?? "" },
      { polling: "raf", timeout: timeoutMs },
    )
    .catch((error: Error) => {
      if (error.name === "TimeoutError") return null;
      throw error;
    });
  return handle === null ? null : Number(await handle.jsonValue());
}

/** The page's largest contentful paint so far (ms from navigation start), or null. */
export async function lcpOf(page: Page): Promise<number | null> {
  const value = await page.evaluate("window.__lcp");
  return typeof value === "number" ? value : null;
}

/** p50 and p95 of `values` (nearest rank), or null when there are none. */
export function percentiles(values: number[]): { p50: number; p95: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
  return { p50: at(0.5), p95: at(0.95) };
}

/** A figure beside its goal: "1234 ✓" or "1234 ✗" ("—" when there is none). */
export function againstGoal(value: number | null | undefined, goal: (v: number) => boolean): string {
  return value === null || value === undefined ? "—" : `${value} ${goal(value) ? "✓" : "✗"}`;
}
