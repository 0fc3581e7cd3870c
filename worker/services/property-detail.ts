import { and, asc, desc, eq, ne, sql, type AnyColumn } from "drizzle-orm";
import type { AgentCard, AgentContact, PropertyDetail } from "../../domain/properties/property";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { agencies, agentProfiles } from "../../db/schema/agencies";
import { locations } from "../../db/schema/locations";
import { coloniaPriceStats } from "../../db/schema/price-stats";
import { propertyImages, properties } from "../../db/schema/properties";
import { countListingEvent } from "./listing-stats";
import { verifiedOr } from "./phones/verified-phones";
import { listingTrust, listingTrustColumns, personTrust } from "./trust/advertiser-trust";
import { cardColumns, cardQuery, toCard } from "./listing-model/card";
import { factColumns, factsFromRow } from "./listing-model/facts";
import { pickFields, selectFields } from "./listing-model/fields";
import { listingStations } from "../../db/schema/listing-stations";
import { stationNearby } from "../../domain/transit/nearest-stations";
import { hasPlace } from "./listing-stations/assign-stations";

const SIMILAR = 6;
const NEARBY_DEGREES = 0.03; // about 3 km around the listing
const placeName = (column: AnyColumn) => sql<string | null>`(SELECT nombre_canonico FROM ${locations} WHERE ${locations.id} = ${column})`;

// A published listing with its photos, places, agent card and similar listings nearby.
// Two round trips: the listing, then its photos and neighbours together.
export async function getPropertyDetail(db: Db, id: string): Promise<PropertyDetail | null> {
  const [info] = await db
    .select({
      ...cardColumns,
      ...selectFields("description", "description_en", "maintenance", "features", "agent_id", "cluster_id"),
      ...factColumns,
      // Where its stations were measured from; never answered.
      pinLat: sql<number | null>`coalesce(${properties.pinLat}, ${properties.lat})`,
      pinLng: sql<number | null>`coalesce(${properties.pinLng}, ${properties.lng})`,
      colonia: placeName(properties.locationId),
      alcaldia: placeName(properties.municipioId),
      estado: placeName(properties.estadoId),
      medianSample: sql<
        number | null
      >`(SELECT s.sample_size FROM ${coloniaPriceStats} s WHERE s.location_id = ${properties.locationId} AND s.operation_type = ${properties.operationType} AND s.property_type = ${properties.propertyType})`,
    })
    .from(properties)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.isMain, true)))
    .where(and(eq(properties.id, id), eq(properties.status, "publicada")));
  if (!info) return null;
  const card = toCard(info);

  const [images, similar, agents, sameHome, stations] = await db.batch([
    db
      .select({
        url: propertyImages.url,
        thumbnail_url: propertyImages.thumbnailUrl,
        medium_url: propertyImages.mediumUrl,
        alt: propertyImages.alt,
        width: propertyImages.width,
        height: propertyImages.height,
      })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(desc(propertyImages.isMain), asc(propertyImages.displayOrder)),
    cardQuery(db)
      .where(
        and(
          eq(properties.status, "publicada"),
          eq(properties.operationType, card.operation_type),
          eq(properties.propertyType, card.property_type),
          ne(properties.id, id),
          // Not the same home again: another listing of its cluster, or of another's, not shown in search.
          eq(properties.clusterShown, true),
          sql`${properties.clusterId} IS NOT ${info.cluster_id}`,
          sql`${properties}.rowid IN (SELECT id FROM properties_rtree WHERE min_lng >= ${card.lng - NEARBY_DEGREES} AND max_lng <= ${card.lng + NEARBY_DEGREES} AND min_lat >= ${card.lat - NEARBY_DEGREES} AND max_lat <= ${card.lat + NEARBY_DEGREES})`,
        ),
      )
      .orderBy(sql`abs(${properties.lat} - ${card.lat}) + abs(${properties.lng} - ${card.lng})`)
      .limit(SIMILAR),
    agentCardQuery(db, info.agent_id ?? ""),
    sameHomeQuery(db, id, info.cluster_id),
    db
      .select({ stationId: listingStations.stationId, walkMinutes: listingStations.walkMinutes, distanceM: listingStations.distanceM })
      .from(listingStations)
      .where(eq(listingStations.listingId, id))
      .orderBy(asc(listingStations.distanceM), asc(listingStations.stationId)),
  ]);

  return {
    ...card,
    ...pickFields(info, ["description", "description_en", "maintenance"]),
    features: info.features ?? [],
    facts: factsFromRow(info),
    images,
    colonia_median_sample: info.medianSample === null ? null : Number(info.medianSample),
    location: { colonia: info.colonia ?? info.neighborhood, alcaldia: info.alcaldia, estado: info.estado },
    approximate_location: info.hide_address,
    agent: agents[0] ? toAgentCard(agents[0]) : null,
    similar: similar.map(toCard),
    same_home: sameHome.map(({ verified_at, agency, since, phone, ...r }) => ({
      ...r,
      trust: listingTrust({ trust_verified_at: verified_at, trust_agency: agency, trust_since: since, trust_phone: phone }),
    })),
    // A listing showing only its colonia tells minutes, never metres from a named station.
    stations: stations.flatMap((s) => stationNearby(s.stationId, s.walkMinutes, info.hide_address ? null : s.distanceM) ?? []),
    has_place: hasPlace(info.pinLat, info.pinLng),
  };
}

// The same home's other published listings (its cluster, properties_cluster_idx), with who
// publishes each: the agency's name, else the agent's. A listing in no cluster reads nothing.
function sameHomeQuery(db: Db, id: string, clusterId: string | null) {
  return db
    .select({
      ...selectFields("id", "title", "price", "operation_type"),
      advertiser: sql<string>`coalesce((SELECT a.name FROM agencies a WHERE a.id = ${properties.agencyId}), (SELECT u.name FROM users u WHERE u.id = ${properties.agentId}), '')`,
      verified_at: listingTrustColumns.trust_verified_at,
      agency: listingTrustColumns.trust_agency,
      since: listingTrustColumns.trust_since,
      phone: listingTrustColumns.trust_phone,
    })
    .from(properties)
    .where(and(eq(properties.clusterId, clusterId ?? ""), eq(properties.status, "publicada"), ne(properties.id, id)))
    .orderBy(asc(properties.price), asc(properties.id));
}

export function agentCardQuery(db: Db, userId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      avatar: users.image,
      // A listing shows only numbers their account verified by SMS (the agency's: its owner's).
      phone: verifiedOr(agentProfiles.phone, users.id),
      whatsapp: verifiedOr(agentProfiles.whatsapp, users.id),
      pageSlug: agentProfiles.slug,
      agencyName: agencies.name,
      agencySlug: agencies.slug,
      agencyPhone: verifiedOr(agencies.phone, agencies.ownerId),
      agencyWhatsapp: verifiedOr(agencies.whatsapp, agencies.ownerId),
      // The badges (trust/advertiser-trust.ts): the agency's verification, or the agent's own.
      agencyId: agencies.id,
      agencyVerifiedAt: agencies.verifiedAt,
      agencyCreatedAt: agencies.createdAt,
      agentVerifiedAt: agentProfiles.verifiedAt,
      memberSince: users.createdAt,
      phoneVerified: sql<number>`EXISTS (SELECT 1 FROM verified_phones tv WHERE tv.phone = coalesce(${agentProfiles.phone}, ${agencies.phone})
        AND (tv.user_id = ${users.id} OR tv.user_id = ${agencies.ownerId}))`,
    })
    .from(users)
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(
      agencies,
      sql`${agencies.id} = (SELECT agency_id FROM agency_agents WHERE agent_id = ${users.id} LIMIT 1) OR ${agencies.ownerId} = ${users.id}`,
    )
    .where(eq(users.id, userId))
    .limit(1);
}

type AgentRow = Awaited<ReturnType<typeof agentCardQuery>>[number];

export function toAgentCard(r: AgentRow): AgentCard {
  const contact = toAgentContact(r);
  return {
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    agency: r.agencyName && r.agencySlug ? { name: r.agencyName, slug: r.agencySlug } : null,
    has_phone: contact.phone !== null,
    has_whatsapp: contact.whatsapp !== null,
    // Only an independent agent has a public page: an agency's listings lead to the agency's.
    page_slug: r.agencyName ? null : r.pageSlug,
    trust: personTrust(r),
  };
}

// The agent's own numbers, else the agency's.
export function toAgentContact(r: AgentRow): AgentContact {
  return { name: r.name, phone: r.phone ?? r.agencyPhone ?? null, whatsapp: r.whatsapp ?? r.agencyWhatsapp ?? null };
}

// The reveal is counted (contact_count) in the same round trip that finds the agent.
export async function getListingContact(db: Db, propertyId: string): Promise<AgentContact | null> {
  const listing = await countListingEvent(db, propertyId, "contact");
  if (!listing?.agentId) return null;
  const [agent] = await agentCardQuery(db, listing.agentId);
  return agent ? toAgentContact(agent) : null;
}
