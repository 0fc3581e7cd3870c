import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agencies, agencyAgents } from "../../../db/schema/agencies";
import type { Actor } from "./manageable-listing";

// The agency a listing of this person belongs to: the one they own, or the one they work for.
export async function agencyOf(db: Db, actor: Actor): Promise<string | null> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      actor.role === "inmobiliaria"
        ? eq(agencies.ownerId, actor.id)
        : sql`${agencies.id} IN (SELECT ${agencyAgents.agencyId} FROM ${agencyAgents} WHERE ${agencyAgents.agentId} = ${actor.id})`,
    )
    .limit(1);
  return row?.id ?? null;
}
