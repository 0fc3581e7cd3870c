import { sql, type SQL } from "drizzle-orm";

// The values of an `IN (…)` of a raw query, each bound as its own parameter.
export const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
