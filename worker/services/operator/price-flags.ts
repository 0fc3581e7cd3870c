import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { priceFlags } from "../../../db/schema/price-flags";
import { DomainError } from "../../../domain/errors/domain-error";
import type { Operation, PropertyType } from "../../../domain/properties/property";
import { OPERATOR_MESSAGES as M, OPERATOR_QUEUE_LIMIT } from "../../../domain/trust/operator-desk";
import type { ReviewPriceInput } from "../../../domain/trust/operator-desk-schemas";
import type { PriceFlagItem } from "../../../domain/trust/operator-desk-types";
import { auditInsert } from "./audit";
import { listingEvidence } from "./evidence";

type FlagRow = {
  property_id: string;
  colonia: string | null;
  neighborhood: string;
  operation_type: Operation;
  property_type: PropertyType;
  price_m2: number;
  median_price_m2: number;
  sample_size: number;
  flagged_at: number;
};

// "Precios fuera de rango": the published listings whose price per m² is out of line with
// their colonia's median and that no operator has reviewed at this price, furthest below
// the median first, each with the evidence the other queues show.
export async function priceFlagQueue(db: DbOrTx): Promise<PriceFlagItem[]> {
  const rows = await db.all<FlagRow>(sql`
    SELECT f.property_id, l.nombre_canonico AS colonia, p.neighborhood, f.operation_type, p.property_type,
           f.price_m2, f.median_price_m2, f.sample_size, f.flagged_at
    FROM price_flags f JOIN properties p ON p.id = f.property_id LEFT JOIN locations l ON l.id = f.location_id
    WHERE f.reviewed_at IS NULL AND p.status = 'publicada'
    ORDER BY f.price_m2 * 1.0 / f.median_price_m2, f.flagged_at LIMIT ${OPERATOR_QUEUE_LIMIT}`);
  const evidence = new Map(
    (
      await listingEvidence(
        db,
        rows.map((r) => r.property_id),
      )
    ).map((e) => [e.id, e]),
  );
  return rows.flatMap((r) => {
    const listing = evidence.get(r.property_id);
    if (!listing) return [];
    return [
      {
        listing,
        colonia: r.colonia ?? r.neighborhood,
        operationType: r.operation_type,
        propertyType: r.property_type,
        priceM2: r.price_m2,
        medianPriceM2: r.median_price_m2,
        sampleSize: r.sample_size,
        flaggedAt: r.flagged_at,
      },
    ];
  });
}

// The operator looked and keeps the price: the flag leaves the queue while the listing's
// price per m² stays the one seen (a new price brings it back, worker/services/price-stats.ts).
// The review and its audit line are one transaction; a price changed meanwhile is refused.
export async function reviewPriceFlag(db: Db, operatorId: string, propertyId: string, input: ReviewPriceInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [flag] = await tx
      .select({ priceM2: priceFlags.priceM2, reviewedAt: priceFlags.reviewedAt, medianPriceM2: priceFlags.medianPriceM2 })
      .from(priceFlags)
      .where(eq(priceFlags.propertyId, propertyId));
    if (!flag) throw new DomainError("not_found", M.priceFlagNotFound);
    if (flag.priceM2 !== input.seenPriceM2) throw new DomainError("changed_meanwhile", M.changedMeanwhile);
    const [reviewed] = await tx
      .update(priceFlags)
      .set({ reviewedAt: now, reviewedBy: operatorId })
      .where(and(eq(priceFlags.propertyId, propertyId), eq(priceFlags.priceM2, input.seenPriceM2), isNull(priceFlags.reviewedAt)))
      .returning({ id: priceFlags.propertyId });
    if (!reviewed) throw new DomainError("wrong_status", M.priceAlreadyReviewed);
    await auditInsert(
      tx,
      {
        operatorId,
        action: "revisar_precio",
        subjectKind: "anuncio",
        subjectId: propertyId,
        reason: input.reason ?? null,
        details: { priceM2: flag.priceM2, medianPriceM2: flag.medianPriceM2 },
      },
      now,
    );
    return { id: propertyId, reviewed: true };
  });
}
