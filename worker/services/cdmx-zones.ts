import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { CDMX_SLUG } from "../../domain/locations/location";

// Whether every id is an alcaldía of Mexico City or one of its colonias: the zones an
// agency or an agent may say they work.
export async function allCdmxZones(db: Db, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [{ n }] = await db.all<{ n: number }>(sql`
    SELECT count(*) AS n FROM locations l
    WHERE l.id IN (${list}) AND (
      (l.tipo = 'municipio' AND l.padre_id = (SELECT id FROM locations WHERE slug = ${CDMX_SLUG}))
      OR (l.tipo = 'colonia' AND l.padre_id IN (SELECT id FROM locations WHERE tipo = 'municipio' AND padre_id = (SELECT id FROM locations WHERE slug = ${CDMX_SLUG}))))`);
  return Number(n) === ids.length;
}
