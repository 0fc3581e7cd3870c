import { sql } from "drizzle-orm";
import { properties } from "../../../db/schema/properties";
import type { ListingStatus } from "../../../domain/listings/listing-status";

// What a write that confirms a listing sets: confirmed now, and any question the e-mail
// asked is answered (its links are used up). Publishing, renewing, reactivating, a saved
// edit and "Sigue disponible" all confirm.
export const confirmedNow = (now: Date) => ({ confirmedAt: now, confirmationAskedAt: null });

/** The status after a confirmation: por_confirmar comes back (vencida when its period ended meanwhile); any other stays. */
export const backFromUnconfirmed = (now: Date) =>
  sql<ListingStatus>`CASE WHEN ${properties.status} <> 'por_confirmar' THEN ${properties.status}
    WHEN ${properties.expiresAt} IS NOT NULL AND ${properties.expiresAt} <= ${now.getTime()} THEN 'vencida' ELSE 'publicada' END`;
