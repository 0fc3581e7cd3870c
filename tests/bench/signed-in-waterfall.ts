import { chromium, type BrowserContext, type CDPSession } from "@playwright/test";

// The signed-in pages on a phone, as Lighthouse's mobile preset throttles one (slow 4G:
// 562.5 ms round trip, 1474.56 kbit/s down, 675 up; the CPU 4× slower), in Chromium through
// CDP: the time from navigation to the page's first card, to a quiet network, and the chain
// of requests that led to the card (each request on the critical path started after the one
// before it had ended: the number of sequential round trips does not depend on the machine's
// load, the times do).
//
//   npx tsx tests/bench/signed-in-waterfall.ts [runs=10] [app URL …] (default http://127.0.0.1:8787;
//   two apps, e.g. before and after a change, are measured turn about)

const THROTTLING = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PASSWORD = "Hogaria2026!";

type Target = { name: string; email: string; path: (context: BrowserContext, baseUrl: string) => Promise<string>; card: string };

export const TARGETS: Target[] = [
  { name: "Mis propiedades (agente)", email: "agente@hogaria.mx", path: async () => "/dashboard", card: "article[data-listing-id]" },
  { name: "Mis propiedades (inmobiliaria)", email: "inmobiliaria@hogaria.mx", path: async () => "/dashboard", card: "article[data-listing-id]" },
  { name: "Tablero de un cliente (agente)", email: "agente@hogaria.mx", path: boardWithCards, card: "article[data-board-item]" },
];

type Request = { id: string; url: string; type: string; start: number; end: number; initiator: string };
export type Run = { card: number; quiet: number; requests: Request[]; chain: Request[] };

/** A client list of the agent whose board has cards (made from six listings on the first run). */
async function boardWithCards(context: BrowserContext, baseUrl: string): Promise<string> {
  const api = context.request;
  const headers = { origin: baseUrl };
  const lists = (await (await api.get(`${baseUrl}/api/favorites/lists`)).json()).data as { id: string; name: string }[];
  for (const list of lists) {
    const board = await api.get(`${baseUrl}/api/boards/by-list/${list.id}`);
    if (board.ok() && ((await board.json()).data.items?.length ?? 0) > 0) return `/cliente/${list.id}`;
  }
  const list = (await (await api.post(`${baseUrl}/api/favorites/lists`, { data: { name: "Cliente de prueba (bench)" }, headers })).json()).data as {
    id: string;
  };
  const listings = (await (await api.get(`${baseUrl}/api/properties?page_size=6`)).json()).data.items as { id: string }[];
  for (const { id } of listings) await api.post(`${baseUrl}/api/favorites/lists/${list.id}/properties`, { data: { propertyId: id }, headers });
  const migrated = await api.post(`${baseUrl}/api/boards/migrate`, { data: { listId: list.id }, headers });
  if (!migrated.ok()) throw new Error(`the bench's board could not be made: ${migrated.status()}`);
  return `/cliente/${list.id}`;
}

async function signIn(context: BrowserContext, baseUrl: string, email: string) {
  const res = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} answered ${res.status()}`);
}

/** One cold visit (empty cache, throttled): when the first card showed, when the network went quiet, and every request. */
export async function measureOnce(context: BrowserContext, baseUrl: string, path: string, card: string): Promise<Run> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...THROTTLING });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const requests = new Map<string, Request>();
  let origin = 0; // the navigation's own request: the times below are from its start
  cdp.on("Network.requestWillBeSent", (e) => {
    const by = e.initiator.url ?? e.initiator.stack?.callFrames[0]?.url ?? e.initiator.stack?.parent?.callFrames[0]?.url ?? e.initiator.type;
    if (e.type === "Document" && origin === 0) origin = e.timestamp;
    requests.set(e.requestId, { id: e.requestId, url: e.request.url, type: e.type ?? "", start: e.timestamp, end: NaN, initiator: by });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  cdp.on("Network.loadingFailed", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  cdp.on("Network.webSocketCreated", (e) => {
    requests.set(e.requestId, { id: e.requestId, url: e.url, type: "WebSocket", start: NaN, end: NaN, initiator: "script" });
  });
  cdp.on("Network.webSocketWillSendHandshakeRequest", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.start = e.timestamp;
  });
  cdp.on("Network.webSocketHandshakeResponseReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  // When the first card is in the page, in the page's clock (0 = navigation start).
  await page.addInitScript({
    content: `new MutationObserver(() => { if (window.__firstCard === undefined && document.querySelector(${JSON.stringify(card)})) window.__firstCard = performance.now(); }).observe(document, { childList: true, subtree: true });`,
  });
  const navigation = await cdp.send("Runtime.evaluate", { expression: "0" }).then(() => Date.now());
  await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
  await page.waitForSelector(card, { timeout: 60_000 });
  await page.waitForFunction("window.__firstCard !== undefined");
  const cardAt = Number(await page.evaluate("window.__firstCard"));
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
  const quietAt = Date.now() - navigation - 500; // networkidle: 500 ms without a request
  await page.close();

  const list = [...requests.values()]
    .filter((r) => !Number.isNaN(r.start))
    .map((r) => ({ ...r, start: (r.start - origin) * 1000, end: (r.end - origin) * 1000 }))
    .sort((a, b) => a.start - b.start);
  return { card: cardAt, quiet: quietAt, requests: list, chain: criticalChain(list, cardAt) };
}

/**
 * The requests the card waited on, last first: the one that ended last before the card,
 * then the one that ended last before that one started, and so on back to the page's HTML.
 */
function criticalChain(requests: Request[], until: number): Request[] {
  const chain: Request[] = [];
  let before = until;
  for (;;) {
    const last = requests.filter((r) => r.end <= before && r.type !== "WebSocket").sort((a, b) => b.end - a.end)[0];
    if (!last) break;
    chain.unshift(last);
    before = last.start;
  }
  return chain;
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, (q) => (q.length > 40 ? `${q.slice(0, 40)}…` : q));
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

/**
 * Each target on each app (`baseUrls`: e.g. the code before and after a change), the apps'
 * visits interleaved so a busy machine weighs on both alike.
 */
export async function measureSignedInPages(baseUrls: string[], runs: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const target of TARGETS) {
      const apps = [];
      for (const baseUrl of baseUrls) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        await signIn(context, baseUrl, target.email);
        apps.push({ baseUrl, context, path: await target.path(context, baseUrl), samples: [] as Run[] });
      }
      for (let i = 0; i < runs; i++) for (const app of apps) app.samples.push(await measureOnce(app.context, app.baseUrl, app.path, target.card));
      for (const { baseUrl, context, path, samples } of apps) {
        await context.close();
        const median = samples.slice().sort((a, b) => a.card - b.card)[Math.floor(samples.length / 2)];
        console.log(`\n${target.name} ${baseUrl}${path}: the chain to the first card (median run, ms from navigation)`);
        for (const r of median.chain) console.log(`  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${short(r.url)}`);
        console.log(`  first card at ${median.card.toFixed(0)}; all requests of that run:`);
        for (const r of median.requests)
          console.log(
            `  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)}  ${r.type.padEnd(10)} ${short(r.url)}  ← ${short(r.initiator)}`,
          );
        const cards = samples.map((s) => s.card);
        rows.push({
          app: baseUrl,
          page: target.name,
          "first card p50 / p95 ms": `${pct(cards, 0.5).toFixed(0)} / ${pct(cards, 0.95).toFixed(0)}`,
          "quiet p50 ms": pct(
            samples.map((s) => s.quiet),
            0.5,
          ).toFixed(0),
          "round trips to card p50": pct(
            samples.map((s) => s.chain.length),
            0.5,
          ),
          "requests p50": pct(
            samples.map((s) => s.requests.length),
            0.5,
          ),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs = "10", ...baseUrls] = process.argv.slice(2);
  console.table(await measureSignedInPages(baseUrls.length > 0 ? baseUrls : ["http://127.0.0.1:8787"], Number(runs)));
}
