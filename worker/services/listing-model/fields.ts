import { getTableColumns } from "drizzle-orm";
import { properties } from "../../../db/schema/properties";

// A listing's vocabulary, from the table to the card: each field the API, the form and the
// pages read is named as its column is in SQL (`operation_type`, `hide_address`,
// `description_en`). So a field is named once, by the table, and every selection, every
// read row and every write goes through these three functions instead of a hand mapping.

type Columns = typeof properties._.columns;
type ColumnByField = { [K in keyof Columns as Columns[K]["_"]["name"]]: Columns[K] };
// The drizzle key a field is written under ("operationType" for operation_type).
type KeyByField = { [K in keyof Columns as Columns[K]["_"]["name"]]: K };

/** A field of a listing: a column of `properties`, by its SQL name. */
export type ListingField = keyof ColumnByField;

const tableColumns = getTableColumns(properties);
const COLUMN_BY_FIELD = Object.fromEntries(Object.values(tableColumns).map((column) => [column.name, column])) as unknown as ColumnByField;
const KEY_BY_FIELD = Object.fromEntries(Object.entries(tableColumns).map(([key, column]) => [column.name, key])) as KeyByField;

/** A selection of these fields, each under its own name: `{ operation_type: properties.operationType, … }`. */
export function selectFields<const F extends ListingField>(...fields: F[]): { [K in F]: ColumnByField[K] } {
  return Object.fromEntries(fields.map((field) => [field, COLUMN_BY_FIELD[field]])) as { [K in F]: ColumnByField[K] };
}

/** Only these fields of a row (a row carries more: photos, trust, computed columns). */
export function pickFields<R extends Record<string, unknown>, const F extends keyof R>(row: R, fields: readonly F[]): Pick<R, F> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Pick<R, F>;
}

/** Values by field, as drizzle's insert and update take them (by the table's keys). */
export function columnValues<V extends { [K in keyof V]: K extends ListingField ? unknown : never }>(
  values: V,
): { [K in keyof V as K extends ListingField ? KeyByField[K] : never]: V[K] } {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [KEY_BY_FIELD[field as ListingField], value])) as never;
}
