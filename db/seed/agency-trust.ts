import type { agencies } from "../schema/agencies";

type AgencyRow = typeof agencies.$inferInsert;

// The demo's trust state: most agencies were verified by an operator (some months ago),
// two were not yet, so both "Inmobiliaria verificada" and "Inmobiliaria sin verificar" show.
// Agencies also joined Hogaria at different times ("Miembro desde …").
export const UNVERIFIED_DEMO_AGENCIES: readonly string[] = ["roma-condesa-rentas", "casa-propia-oriente"];

const DAY_MS = 86_400_000;

export function withDemoVerification(rows: readonly AgencyRow[], now: Date): AgencyRow[] {
  return rows.map((row, i) => {
    // From about four years ago (the first, original demo agency) to about one year ago.
    const joined = new Date(now.getTime() - (1_460 - i * 150) * DAY_MS);
    const verified = UNVERIFIED_DEMO_AGENCIES.includes(row.slug) ? null : new Date(joined.getTime() + (40 + i * 11) * DAY_MS);
    return { ...row, createdAt: joined, verifiedAt: verified };
  });
}
