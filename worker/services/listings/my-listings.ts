import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { agencies, agencyAgents } from "../../../db/schema/agencies";
import { users } from "../../../db/schema/auth";
import { properties, propertyImages } from "../../../db/schema/properties";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import { MY_LISTINGS_PAGE_SIZE, UNTITLED_DRAFT, type MyListing, type MyListingsResponse } from "../../../domain/listings/my-listing";
import { activeServicesFor } from "../service-orders";
import { mainPhotoColumns, mainPhotoOf } from "../listing-model/card";
import { agencyOf } from "./agency-of";
import { manageableBy, type Actor } from "./manageable-listing";

export type MyListingsQuery = { status?: ListingStatus; agent_id?: string; page: number };

const leads = (kind: "mensaje" | "llamada") =>
  sql<number>`(SELECT count(*) FROM property_leads l WHERE l.property_id = ${properties.id} AND l.kind = ${kind})`;

// "Mis propiedades": the agent's listings (an agency owner's: the agency's), newest change
// first, with the numbers counted on the server. One indexed query for the page and one
// for the totals per status.
export async function listMyListings(db: Db, actor: Actor, q: MyListingsQuery): Promise<MyListingsResponse> {
  // An agency's listings all carry its id (every draft gets it), so the owner's list is
  // one indexed equality: the page comes off (agency_id, updated_at) with no sort.
  const agencyId = actor.role === "inmobiliaria" ? await agencyOf(db, actor) : null;
  // An agent's list is what they may manage: their own listings (of their agency while they work for it).
  const scope: SQL[] = [agencyId ? eq(properties.agencyId, agencyId) : manageableBy(actor)];
  if (q.agent_id) scope.push(eq(properties.agentId, q.agent_id));
  const where = and(...scope, q.status ? eq(properties.status, q.status) : undefined);
  const [rows, counts, agents] = await db.batch([
    db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        draft: properties.draft,
        operation_type: properties.operationType,
        property_type: properties.propertyType,
        price: properties.price,
        neighborhood: properties.neighborhood,
        agentId: properties.agentId,
        agentName: users.name,
        published_at: properties.publishedAt,
        created_at: properties.createdAt,
        expires_at: properties.expiresAt,
        updated_at: properties.updatedAt,
        confirmed_at: properties.confirmedAt,
        confirmation_asked_at: properties.confirmationAskedAt,
        views: properties.viewCount,
        contacts: properties.contactCount,
        whatsapp: properties.whatsappCount,
        saves: sql<number>`(SELECT count(*) FROM favorite_properties f WHERE f.property_id = ${properties.id})`,
        calls: leads("llamada"),
        messages: leads("mensaje"),
        ...mainPhotoColumns,
      })
      .from(properties)
      .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
      .leftJoin(users, eq(users.id, properties.agentId))
      // The page is chosen first on the index, so the counts below run for 50 rows only.
      .where(
        inArray(
          properties.id,
          db
            .select({ id: properties.id })
            .from(properties)
            .where(where)
            .orderBy(desc(properties.updatedAt))
            .limit(MY_LISTINGS_PAGE_SIZE)
            .offset((q.page - 1) * MY_LISTINGS_PAGE_SIZE),
        ),
      )
      .orderBy(desc(properties.updatedAt)),
    db
      .select({ status: properties.status, n: sql<number>`count(*)` })
      .from(properties)
      .where(and(...scope))
      .groupBy(properties.status),
    agencyTeam(db, actor),
  ]);
  const services = await activeServicesFor(
    db,
    rows.map((r) => r.id),
  );
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) as Partial<Record<ListingStatus, number>>;
  const total = q.status ? (byStatus[q.status] ?? 0) : counts.reduce((sum, c) => sum + Number(c.n), 0);
  const items: MyListing[] = rows.map((r) => {
    const draft = r.status === "borrador" ? (r.draft ?? {}) : null;
    return {
      id: r.id,
      title: draft ? (draft.title ?? UNTITLED_DRAFT) : r.title,
      status: r.status,
      operation_type: draft ? (draft.operation_type ?? null) : r.operation_type,
      property_type: draft ? (draft.property_type ?? null) : r.property_type,
      price: draft ? (draft.price ?? null) : r.price,
      neighborhood: draft ? null : r.neighborhood,
      image: mainPhotoOf(r),
      agent: r.agentId ? { id: r.agentId, name: r.agentName ?? "" } : null,
      // Seeded listings were published when they were created.
      published_at: r.status === "borrador" ? null : (r.published_at ?? r.created_at).toISOString(),
      expires_at: r.expires_at?.toISOString() ?? null,
      updated_at: r.updated_at.toISOString(),
      confirmed_at: r.status === "borrador" ? null : (r.confirmed_at?.toISOString() ?? null),
      confirmation_asked_at: r.confirmation_asked_at?.toISOString() ?? null,
      stats: {
        views: r.views,
        saves: Number(r.saves),
        contacts: r.contacts,
        whatsapp: r.whatsapp,
        calls: Number(r.calls),
        messages: Number(r.messages),
      },
      services: services.get(r.id) ?? [],
    };
  });
  return { items, agents, total, counts: byStatus };
}

// An agency owner's team (themselves first), to filter the agency's listings by agent.
function agencyTeam(db: Db, actor: Actor) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      actor.role === "inmobiliaria"
        ? sql`${users.id} = ${actor.id} OR ${users.id} IN (SELECT ${agencyAgents.agentId} FROM ${agencyAgents} JOIN ${agencies} ON ${agencies.id} = ${agencyAgents.agencyId} WHERE ${agencies.ownerId} = ${actor.id})`
        : sql`0`,
    )
    .orderBy(sql`${users.id} <> ${actor.id}`, users.name);
}
