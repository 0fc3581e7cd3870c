import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../domain/text/escape";
import { call, freshIp, newAccount, rows, type Account } from "./helpers";
import { aColonia, completeDraft } from "./listing-fixtures";

// What people write in their own words is stored as they wrote it and read back unchanged
// (slashes, quotes, "<", ">" and "&" included), and every page and e-mail that writes it
// out shows it as those characters, never as markup.

const DAY_MS = 86_400_000;
const json = async (res: Response) => (await res.json()) as any;

const TITLE = "“Loft” H3/50/20 <script>alert(1)</script> 24/7 & 1/2 baño";
const DESCRIPTION =
  'Terreno de 3/4 de hectárea con "jardín" y l\'atelier, vigilancia 24/7.\n\nPrecio < $3,000,000 & > $2,500,000. <b>No es negrita</b> </script><!-- fin';
const MESSAGE = "Hola, ¿el “Loft” H3/50/20 tiene 1/2 baño? Busco vigilancia 24/7 & <b>pronto</b> </script>";
const AGENCY_DESCRIPTION = 'Expertos en la Roma: 24/7, "trato directo" y l\'asesoría <i>sin</i> costo.\n\nDesde 1/2 de 1998 </script>';

// An agent with an active plan publishes a listing through the API, as the form does.
async function publishedListing(agent: Account, over: Record<string, unknown>): Promise<string> {
  const now = Date.now();
  await rows(
    `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
     VALUES (?, ?, 'plan_pro', 'active', 1, 0, 0, ?, ?)`,
    [crypto.randomUUID(), agent.id, now, now + 30 * DAY_MS],
  );
  const colonia = await aColonia();
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  expect(created.status).toBe(201);
  const id = (await json(created)).data.id as string;
  const saved = await call(`/api/listings/${id}/draft`, { method: "PATCH", cookie: agent.cookie, body: completeDraft(colonia, over) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  await rows("INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)", [crypto.randomUUID(), id]);
  const published = await call(`/api/listings/${id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status, await published.clone().text()).toBe(200);
  return id;
}

// What a person reads in the page's body (inside #root, before the page's data): its markup's
// text with the references React writes turned back into characters.
const textOfRoot = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="hogaria-page-state">'))
    .replace(/<[^>]+>/g, " ")
    .replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", amp: "&" })[e]!)
    .replace(/\s+/g, " ");

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T | undefined> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > stop) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a listing's text", () => {
  it("is saved and read back as written, and its page shows it escaped in the title, meta tags, JSON-LD and body", async () => {
    const agent = await newAccount("agente");
    const id = await publishedListing(agent, { title: TITLE, description: DESCRIPTION, street: "Durango 123/B", interior: "H3/50/20" });

    const stored = (await rows<{ title: string; description: string }>("SELECT title, description FROM properties WHERE id = ?", [id]))[0];
    expect(stored).toEqual({ title: TITLE, description: DESCRIPTION });
    const { data: editor } = await json(await call(`/api/listings/${id}`, { cookie: agent.cookie }));
    expect(editor.draft).toMatchObject({ title: TITLE, description: DESCRIPTION, street: "Durango 123/B", interior: "H3/50/20" });
    const { data: detail } = await json(await call(`/api/properties/${id}`));
    expect(detail).toMatchObject({ title: TITLE, description: DESCRIPTION });

    const res = await call(`/propiedad/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The head: the title and descriptions as escaped text…
    expect(html).toContain(`<title>${escapeHtml(TITLE)} · Hogaria</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(TITLE)} · Hogaria">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1];
    expect(description).toContain(escapeHtml('Terreno de 3/4 de hectárea con "jardín" y l\'atelier, vigilancia 24/7.'));
    // …the JSON-LD reads back as the listing's own words…
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1];
    expect(JSON.parse(ld)).toMatchObject({ name: TITLE, description: DESCRIPTION });
    // …and the body, rendered by React, shows the words, never an element of theirs.
    expect(textOfRoot(html)).toContain(TITLE);
    expect(textOfRoot(html)).toContain('Terreno de 3/4 de hectárea con "jardín" y l\'atelier');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/<b>No es negrita|<!-- fin|<\/script><!--/);
    // The data handed to the browser carries the same words.
    const state = JSON.parse(/<script type="application\/json" id="hogaria-page-state">([^<]*)<\/script>/.exec(html)![1]);
    const query = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === "property");
    expect(query.state.data).toMatchObject({ title: TITLE, description: DESCRIPTION });
  });
});

describe("a buyer's message", () => {
  it("is stored as written and reaches the advertiser's e-mail escaped in the HTML, as written in the text", async () => {
    const agent = await newAccount("agente");
    const id = await publishedListing(agent, { title: TITLE });
    const telefono = `56${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const res = await call("/api/leads", {
      ip: freshIp(),
      body: { property_id: id, nombre: "Laura Gómez", telefono, email: "laura.gomez@example.mx", mensaje: MESSAGE },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const leadId = (await json(res)).data.id as string;
    expect((await rows<{ mensaje: string }>("SELECT mensaje FROM property_leads WHERE id = ?", [leadId]))[0].mensaje).toBe(MESSAGE);

    const mail = await until(async () =>
      (await rows<{ text: string; html: string }>(`SELECT text, html FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC`, [agent.email])).find(
        (m) => m.text.includes(telefono.slice(6)),
      ),
    );
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(MESSAGE);
    expect(mail!.text).toContain(`“${TITLE}”`);
    expect(mail!.html).toContain(escapeHtml(MESSAGE));
    expect(mail!.html).toContain(escapeHtml(TITLE));
    expect(mail!.html).not.toMatch(/<b>pronto|<script>alert/);
  });
});

describe("an agency's description", () => {
  it("is saved and read back as written, on its public answer and its page", async () => {
    const owner = await newAccount("inmobiliaria");
    const agencyId = crypto.randomUUID();
    const slug = `texto-${agencyId.slice(0, 8)}`;
    await rows("INSERT INTO agencies (id, owner_id, name, slug) VALUES (?, ?, 'Casa Texto', ?)", [agencyId, owner.id, slug]);
    const put = await call("/api/my-agency", { method: "PUT", cookie: owner.cookie, body: { description: AGENCY_DESCRIPTION, zone_ids: [] } });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await json(await call("/api/my-agency", { cookie: owner.cookie }))).data.description).toBe(AGENCY_DESCRIPTION);
    expect((await json(await call(`/api/agencies/${slug}`))).data.description).toBe(AGENCY_DESCRIPTION);

    const page = await call(`/inmobiliaria/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<i>sin<\/i>|1998 <\/script>/);
    expect(textOfRoot(html)).toContain('Expertos en la Roma: 24/7, "trato directo" y l\'asesoría <i>sin</i> costo.');
  });
});
