import { and, eq } from "drizzle-orm";
import { findService, serviceExpiry } from "../../domain/billing/services";
import type { Db } from "../../db/client";
import { servicePurchases } from "../../db/schema/billing";
import { properties } from "../../db/schema/properties";
import { ApiError } from "../middleware/errors";

// Writes a service purchase (gem_cost 0; expires after the service's days, or never).
// A property, when given, must be the user's own listing.
export async function activateService(db: Db, userId: string, serviceId: string, propertyId: string | null, now = new Date()) {
  const service = findService(serviceId);
  if (!service) throw new ApiError(404, "service_not_found", "Servicio no encontrado");
  if (propertyId) {
    const [own] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.agentId, userId)));
    if (!own) throw new ApiError(404, "property_not_found", "No encontramos esa propiedad entre tus publicaciones.");
  }
  const expiresAt = serviceExpiry(service, now);
  const [row] = await db
    .insert(servicePurchases)
    .values({ id: crypto.randomUUID(), userId, propertyId, serviceId: service.id, serviceName: service.name, gemCost: 0, expiresAt, createdAt: now })
    .returning();
  return {
    id: row.id,
    service_id: service.id,
    service_name: service.name,
    duration_days: service.duration_days,
    expires_at: expiresAt ? expiresAt.toISOString() : null,
  };
}

// The signed-in agent's own listings, to choose which one a service is for.
export async function listOwnProperties(db: Db, userId: string) {
  return db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.agentId, userId))
    .orderBy(properties.title)
    .limit(200);
}
