// Writes seed rows in one write transaction: multi-row INSERTs built by drizzle (so
// column names and value encodings match the schema), sent a few hundred rows per
// statement and several statements per round trip.
import type { Client, InArgs, InStatement, Transaction } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

export type TableRows = { table: SQLiteTable; rows: readonly Record<string, unknown>[] };

const MAX_PARAMS_PER_STATEMENT = 8_000; // well under SQLite's 32,766
const STATEMENTS_PER_ROUND_TRIP = 8;

export function insertStatements(client: Client, groups: readonly TableRows[]): InStatement[] {
  const db = drizzle(client);
  const statements: InStatement[] = [];
  for (const { table, rows } of groups) {
    if (!rows.length) continue;
    const columns = Object.keys(rows[0]).length || 1;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns));
    for (let i = 0; i < rows.length; i += perStatement) {
      const query = db
        .insert(table)
        .values(rows.slice(i, i + perStatement) as never)
        .toSQL();
      statements.push({ sql: query.sql, args: query.params as InArgs });
    }
  }
  return statements;
}

export async function runInChunks(tx: Transaction, statements: readonly InStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_ROUND_TRIP) {
    await tx.batch(statements.slice(i, i + STATEMENTS_PER_ROUND_TRIP));
  }
}
