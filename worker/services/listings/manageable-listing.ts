import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agencies, agencyAgents } from "../../../db/schema/agencies";
import { properties } from "../../../db/schema/properties";
import { LISTING_MESSAGES } from "../../../domain/listings/listing-messages";
import { DomainError } from "../../../domain/errors/domain-error";
import type { Profile } from "../../../domain/auth/profile";

export type Actor = Pick<Profile, "id" | "role">;

// Who may manage a listing: its agent, and the owner of the agency it belongs to. An
// agent manages a listing of an agency only while they work for it (a removed agent's
// listings are reassigned, and this holds even if one was not). Everyone else, another
// agent of the same agency included, gets the same 404 as for a listing that does not exist.
export function manageableBy(actor: Actor): SQL {
  const own = and(
    eq(properties.agentId, actor.id),
    sql`(${properties.agencyId} IS NULL OR ${properties.agencyId} IN (SELECT ${agencyAgents.agencyId} FROM ${agencyAgents} WHERE ${agencyAgents.agentId} = ${actor.id}) OR ${properties.agencyId} IN (SELECT ${agencies.id} FROM ${agencies} WHERE ${agencies.ownerId} = ${actor.id}))`,
  )!;
  if (actor.role !== "inmobiliaria") return own;
  return or(own, sql`${properties.agencyId} IN (SELECT ${agencies.id} FROM ${agencies} WHERE ${agencies.ownerId} = ${actor.id})`)!;
}

export async function findManageableListing(db: Db, actor: Actor, id: string) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      status: properties.status,
      operationType: properties.operationType,
      price: properties.price,
      locationId: properties.locationId,
      agentId: properties.agentId,
      agencyId: properties.agencyId,
      expiresAt: properties.expiresAt,
    })
    .from(properties)
    .where(and(eq(properties.id, id), manageableBy(actor)));
  return row ?? null;
}

export async function requireManageableListing(db: Db, actor: Actor, id: string) {
  const row = await findManageableListing(db, actor, id);
  if (!row) throw new DomainError("listing_not_found", LISTING_MESSAGES.notFound);
  return row;
}
