import { expect } from "vitest";
import type { ListingDraft } from "../../domain/listings/listing-schema";
import type { Operation } from "../../domain/properties/property";
import { call, newAccount, testDb, type Account } from "./helpers";
import { aColonia, completeDraft, type Colonia } from "./listing-fixtures";

// Listings published through the API in a colonia of their own, for the medians' tests.

const DAY_MS = 86_400_000;
const db = () => testDb();

/** A colonia where nothing of this operation is listed yet, so its medians come from the test alone. */
export async function coloniaWithout(operation: Operation): Promise<Colonia> {
  for (;;) {
    const colonia = await aColonia();
    const rs = await db().execute({
      sql: "SELECT count(*) AS n FROM properties WHERE location_id = ? AND operation_type = ?",
      args: [colonia.id, operation],
    });
    if (Number(rs.rows[0].n) === 0) return colonia;
  }
}

/** An agent with 20 passes to publish with. */
export async function agentWithPasses(): Promise<Account> {
  const agent = await newAccount("agente");
  const now = Date.now();
  await db().execute({
    sql: `INSERT INTO user_subscriptions (id, user_id, plan_id, status, passes_remaining, rollover_passes, credits_3d_tour, current_period_start, current_period_end)
          VALUES (?, ?, 'plan_pro', 'active', 20, 0, 0, ?, ?)`,
    args: [crypto.randomUUID(), agent.id, now, now + 30 * DAY_MS],
  });
  return agent;
}

/** A listing published through the API (a sale of 80 m² at $4,000,000 unless told): a draft, one photo, then publish. */
export async function publish(agent: Account, colonia: Colonia, over: ListingDraft): Promise<string> {
  const created = await call("/api/listings", { cookie: agent.cookie, body: {} });
  expect(created.status).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  const draft = completeDraft(colonia, { operation_type: "venta", price: 4_000_000, built_surface: 80, ...over });
  expect((await call(`/api/listings/${data.id}/draft`, { method: "PATCH", cookie: agent.cookie, body: draft })).status).toBe(200);
  await db().execute({
    sql: "INSERT INTO property_images (id, property_id, url, is_main) VALUES (?, ?, '/media/x.webp', 1)",
    args: [crypto.randomUUID(), data.id],
  });
  const published = await call(`/api/listings/${data.id}/publish`, { cookie: agent.cookie, body: {} });
  expect(published.status).toBe(200);
  return data.id;
}

/** Edits a live listing's price through the API (the whole draft sent back, as the editor does). */
export async function editPrice(agent: Account, id: string, price: number): Promise<void> {
  const { data: editor } = (await (await call(`/api/listings/${id}`, { cookie: agent.cookie })).json()) as { data: { draft: ListingDraft } };
  const edited = await call(`/api/listings/${id}`, { method: "PUT", cookie: agent.cookie, body: { ...editor.draft, price } });
  expect(edited.status).toBe(200);
}
