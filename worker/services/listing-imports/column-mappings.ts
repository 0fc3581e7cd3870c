import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { importColumnMappings } from "../../../db/schema/listing-imports";
import type { ColumnMappingAnswer, ColumnMappingInput, ImportSource } from "../../../domain/listing-imports/import-api";

// The column mapping a person last used for each kind of file (one row per person and
// source), offered again on their next import. null: none saved yet.
export async function getColumnMapping(db: Db, userId: string, source: ImportSource): Promise<ColumnMappingAnswer> {
  const [row] = await db
    .select({ mapping: importColumnMappings.mapping, updatedAt: importColumnMappings.updatedAt })
    .from(importColumnMappings)
    .where(and(eq(importColumnMappings.userId, userId), eq(importColumnMappings.source, source)));
  return { source, mapping: row?.mapping ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
}

// Saving replaces the whole mapping of that source.
export async function saveColumnMapping(db: Db, userId: string, input: ColumnMappingInput, now = new Date()): Promise<ColumnMappingAnswer> {
  await db
    .insert(importColumnMappings)
    .values({ userId, source: input.source, mapping: input.mapping, updatedAt: now })
    .onConflictDoUpdate({ target: [importColumnMappings.userId, importColumnMappings.source], set: { mapping: input.mapping, updatedAt: now } });
  return { source: input.source, mapping: input.mapping, updated_at: now.toISOString() };
}
