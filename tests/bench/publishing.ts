import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { measure, type LatencyFigures } from "./locations";

// Publishing figures: a 4 MB JPEG through the worker, publishing a complete draft (each
// spends a pass), and "Mis propiedades" of an agency with thousands of listings at 10
// connections beside /api/health in the same run.
type Session = { cookie: string; headers: Record<string, string> };

const PASSWORD = "BenchClave2026";

async function session(baseUrl: string, email: string, password: string, signUp?: { name: string; role: string }): Promise<Session> {
  const headers = {
    "content-type": "application/json",
    origin: baseUrl,
    "cf-connecting-ip": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const path = signUp ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email";
  const res = await fetch(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify({ email, password, ...signUp }) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (signUp) await confirmEmail(baseUrl, email);
  return { cookie, headers: { ...headers, cookie } };
}

// Publishing needs a confirmed e-mail: follow the link of the sign-up e-mail, read from the
// development outbox (`npm start` runs in development).
async function confirmEmail(baseUrl: string, email: string) {
  const mails = ((await (await fetch(`${baseUrl}/api/dev/emails`)).json()) as { data: { to: string; text: string }[] }).data;
  const link = mails
    .find((m) => m.to === email && m.text.includes("/api/auth/verify-email"))
    ?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const url = new URL(link);
  const res = await fetch(`${baseUrl}${url.pathname}${url.search}`, { redirect: "manual" });
  if (res.status !== 302) throw new Error(`verify-email answered ${res.status}`);
}

// One write, waiting out the per-account write limit (120 a minute) when the bench reaches
// it, as a client would (Retry-After); the time of the attempt that went through is kept.
async function write(url: string, init: RequestInit): Promise<{ res: Response; ms: number }> {
  for (;;) {
    const started = performance.now();
    const res = await fetch(url, init);
    const ms = performance.now() - started;
    if (res.status !== 429) return { res, ms };
    await res.arrayBuffer();
    await new Promise((resume) => setTimeout(resume, Number(res.headers.get("retry-after") ?? 60) * 1000));
  }
}

async function api<T>(baseUrl: string, s: Session, path: string, method = "GET", body?: unknown): Promise<T> {
  const { res } = await write(`${baseUrl}${path}`, { method, headers: s.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

// Buys plans on the local checkout until the agent has `passes` passes (a plan change
// keeps the passes not yet used).
async function buyPasses(baseUrl: string, s: Session, passes: number) {
  const plans = (await api<{ data: { id: string; passes: number; plan_type: string; price_mxn: number | null }[] }>(baseUrl, s, "/api/plans")).data;
  const plan = plans.filter((p) => p.plan_type === "individual" && p.price_mxn !== null).sort((a, b) => b.passes - a.passes)[0];
  for (let have = 0; have < passes; have += plan.passes) {
    const { url } = (await api<{ data: { url: string } }>(baseUrl, s, "/api/checkout", "POST", { planId: plan.id })).data;
    await api(baseUrl, s, `/api/checkout/sessions/${url.split("/").pop()}/pay`, "POST", {});
  }
}

async function completeDraft(baseUrl: string, s: Session, coloniaId: string, photo: { form: () => FormData }) {
  const { data } = await api<{ data: { id: string } }>(baseUrl, s, "/api/listings", "POST", {});
  await api(baseUrl, s, `/api/listings/${data.id}/draft`, "PATCH", {
    operation_type: "renta",
    property_type: "departamento",
    location_id: coloniaId,
    street: "Durango 245",
    lat: 19.4196,
    lng: -99.1621,
    price: 28000,
    bedrooms: 2,
    bathrooms: 1.5,
    parking_spaces: 1,
    built_surface: 85,
    title: "Departamento luminoso para el benchmark",
    description: "Departamento de dos recámaras con mucha luz natural, cocina integral y balcón a la calle, a dos cuadras del parque.",
  });
  await upload(baseUrl, s, data.id, photo.form());
  return data.id;
}

async function upload(baseUrl: string, s: Session, id: string, form: FormData): Promise<number> {
  const { "content-type": _json, ...headers } = s.headers;
  const { res, ms } = await write(`${baseUrl}/api/listings/${id}/photos`, { method: "POST", headers, body: form });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}`);
  return ms;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95) };
};

export async function measurePublishing(baseUrl: string, runs: number, seconds: number) {
  const agent = await session(baseUrl, `bench.pub.${Date.now()}@example.mx`, PASSWORD, { name: "Bench Publica", role: "agente" });
  await buyPasses(baseUrl, agent, runs);
  const colonia = (await (await fetch(`${baseUrl}/api/locations?q=roma%20norte&limit=1`)).json()) as { data: { id: string }[] };
  // A 2048×1536 photo of noise at full quality: about 4 MB, like a phone's.
  const raw = randomBytes(2048 * 1536 * 3);
  const jpeg = await sharp(raw, { raw: { width: 2048, height: 1536, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  const thumb = await sharp(jpeg).resize(480).webp().toBuffer();
  const photo = {
    form: () => {
      const f = new FormData();
      f.set("photo", new Blob([jpeg], { type: "image/jpeg" }), "foto.jpg");
      f.set("thumbnail", new Blob([thumb], { type: "image/webp" }), "foto-t.webp");
      return f;
    },
  };

  const uploads: number[] = [];
  const publishes: number[] = [];
  const target = await completeDraft(baseUrl, agent, colonia.data[0].id, photo);
  for (let i = 0; i < runs; i++) uploads.push(await upload(baseUrl, agent, target, photo.form()));
  // Each publish is of a complete draft with a photo, made just before (an agent keeps a
  // limited number of drafts open).
  for (let i = 0; i < runs; i++) {
    const id = await completeDraft(baseUrl, agent, colonia.data[0].id, photo);
    const { res, ms } = await write(`${baseUrl}/api/listings/${id}/publish`, { method: "POST", headers: agent.headers, body: "{}" });
    if (!res.ok) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
    publishes.push(ms);
  }

  // The demo agency with the most listings (start with --listings 20000 for ~2,000).
  const owner = await session(baseUrl, process.env.BENCH_AGENCY_EMAIL ?? "inmobiliaria@hogaria.mx", "Hogaria2026!");
  const mine = (await api<{ data: { total: number } }>(baseUrl, owner, "/api/listings")).data;
  const rows: LatencyFigures[] = [
    await measure(baseUrl, "/api/health", ["/api/health"], 10, seconds),
    await measure(
      baseUrl,
      `/api/listings (agency, ${mine.total} listings)`,
      ["/api/listings", "/api/listings?status=publicada", "/api/listings?page=2"],
      10,
      seconds,
      { cookie: owner.cookie },
    ),
  ];
  return { photoBytes: jpeg.length, upload: summary(uploads), publish: summary(publishes), dashboard: rows };
}
