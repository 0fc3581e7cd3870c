import type * as z from "zod";
import { ACCESS_RULES, OWNER_RULES } from "./access";
import type { Endpoint } from "./declared-routes";

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType; left?: z.ZodType; right?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
// zod marks a field that may be left out ("optional", or "defaulted" when it has a default).
const optional = (schema: z.ZodType) => (schema as unknown as { _zod: { optin?: string } })._zod.optin !== undefined;

/** The field names an input schema reads ("name?" when it may be left out); [] for anything else. */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) return Object.entries(def.shape).map(([name, field]) => (optional(field) ? `${name}?` : name));
  if (def.type === "pipe" && def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === "intersection" && def.left && def.right) return [...fieldsOf(def.left), ...fieldsOf(def.right)];
  return [];
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function inputsOf(e: Endpoint): string {
  const d = e.declaration;
  if (!d) return "";
  const parts = (["query", "json"] as const).flatMap((target) => {
    const schema = d.input?.[target];
    return schema ? [`${target}: ${fieldsOf(schema).join(", ") || "(any)"}`] : [];
  });
  if (d.body) parts.push(d.body);
  return parts.join("; ");
}

function whoOf(e: Endpoint): string {
  const d = e.declaration;
  if (!d) return "**undeclared**";
  return [d.access, d.owner && `owner: ${d.owner}`, d.verifiedEmail && "confirmed e-mail"].filter(Boolean).join(", ");
}

/** docs/api.md: every endpoint of the API as it declares itself (scripts/api-docs.ts writes it). */
export function apiTable(endpoints: readonly Endpoint[]): string {
  const rows = [...endpoints]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((e) => `| ${e.method} | \`${e.path}\` | ${cell(whoOf(e))} | ${cell(inputsOf(e))} | ${cell(e.declaration?.summary ?? "")} |`);
  return [
    "# The API",
    "",
    "Generated from each route's declaration (`route({ … })` next to its handler, decision 0048) by `npm run api-docs`;",
    "a unit test fails when this file is out of date. Do not edit it by hand.",
    "",
    "Every success answers `{ data }` (204 has no body), every failure `{ error: { code, message } }`.",
    "",
    "## Who may call",
    "",
    "| access | who |",
    "| --- | --- |",
    ...Object.entries(ACCESS_RULES).map(([k, v]) => `| ${k} | ${v} |`),
    "",
    "| owner | whose resource the path points at (anyone else: 404) |",
    "| --- | --- |",
    ...Object.entries(OWNER_RULES).map(([k, v]) => `| owner: ${k} | ${v} |`),
    "",
    "## Endpoints",
    "",
    "Path parameters are in the path; inputs name the query's and the JSON body's fields (`?`: may be left out).",
    "",
    "| method | path | who may call | inputs | what it does |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
