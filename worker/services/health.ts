import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { describeErrorForLog } from "../logging/log-redaction";

export type HealthCheck = "ok" | "unavailable";

// One round trip to the database; a failure is logged (for the operator) and reported.
export async function databaseCheck(db: Db): Promise<HealthCheck> {
  return db.run(sql`SELECT 1`).then(
    () => "ok",
    (error) => {
      console.error("health_database_unavailable", { error: describeErrorForLog(error) });
      return "unavailable";
    },
  );
}
