import type { Client } from "@libsql/client";
import { getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { PLAN_CATALOGUE, type PlanDefinition } from "../domain/billing/plan-catalogue";
import { SERVICE_CATALOGUE, type AddOnService } from "../domain/billing/services";
import { services, subscriptionPlans } from "./schema/billing";

const planRow = (p: PlanDefinition): typeof subscriptionPlans.$inferInsert => ({
  id: p.id,
  name: p.name,
  description: p.description,
  planType: p.plan_type,
  planCategory: p.plan_category,
  priceMxn: p.price_mxn,
  visibilityLevel: p.visibility_level,
  passes: p.passes,
  credits3dTour: p.credits_3d_tour,
  features: p.features,
  featureList: p.feature_list,
  sortOrder: p.sort_order,
});

const serviceRow = (s: AddOnService): typeof services.$inferInsert => ({
  id: s.id,
  name: s.name,
  description: s.description,
  durationDays: s.duration_days,
  category: s.category,
  icon: s.icon,
  priceMxn: s.price_mxn,
});

// On conflict, every column but the key takes the catalogue's value.
const updateAll = (table: typeof subscriptionPlans | typeof services) =>
  Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, c]) => !c.primary)
      .map(([k, c]) => [k, sql.raw(`excluded.${c.name}`)]),
  );

// The plans and services tables hold what domain/billing defines: each entry is inserted
// or overwritten, so a change to the catalogue reaches every database on its next
// migration. Rows the catalogue no longer lists stay (subscriptions and orders refer to them).
export async function syncBillingCatalogue(client: Client): Promise<void> {
  const db = drizzle(client);
  await db.batch([
    db
      .insert(subscriptionPlans)
      .values(PLAN_CATALOGUE.map(planRow))
      .onConflictDoUpdate({ target: subscriptionPlans.id, set: updateAll(subscriptionPlans) }),
    db
      .insert(services)
      .values(SERVICE_CATALOGUE.map(serviceRow))
      .onConflictDoUpdate({ target: services.id, set: updateAll(services) }),
  ]);
}
