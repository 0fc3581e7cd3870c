import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { searchIdOfUnsubscribeToken } from "./unsubscribe-token";

// The unsubscribe link of an alert e-mail, signed out: its token names the saved search.
// Unsubscribing sets the search to "sin alertas" (it stays saved, and its owner can turn
// the alerts on again from the dashboard) and drops what was waiting to be sent.

export type UnsubscribeTarget = { id: string; name: string; frequency: string };

/** The search a valid token names, or null (a tampered token, or a search deleted since). */
export async function unsubscribeTarget(db: Db, secret: string, token: string): Promise<UnsubscribeTarget | null> {
  const id = await searchIdOfUnsubscribeToken(secret, token);
  if (!id) return null;
  const [row] = await db.all<UnsubscribeTarget>(sql`SELECT id, name, frequency FROM saved_searches WHERE id = ${id}`);
  return row ?? null;
}

export async function unsubscribeSearch(db: Db, secret: string, token: string): Promise<UnsubscribeTarget | null> {
  const id = await searchIdOfUnsubscribeToken(secret, token);
  if (!id) return null;
  const [row] = await db.all<UnsubscribeTarget>(sql`
    UPDATE saved_searches SET frequency = 'sin_alertas', alert_due_at = NULL, updated_at = ${Date.now()}
     WHERE id = ${id} RETURNING id, name, frequency`);
  return row ?? null;
}
