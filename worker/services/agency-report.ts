import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AGENCY_MESSAGES } from "../../domain/agencies/agency-profile";
import {
  mexicoCityDayStart,
  REPORT_LISTINGS_MAX,
  reportDays,
  type AgencyReport,
  type ReportAgentRow,
  type ReportCounts,
} from "../../domain/agencies/agency-report";
import { DomainError } from "../../domain/errors/domain-error";
import type { ListingStatus } from "../../domain/listings/listing-status";

// A stored ms timestamp's day in Mexico City (UTC−6, as mexicoCityDay).
const dayOf = (column: string) => sql.raw(`date(${column} / 1000 - 21600, 'unixepoch')`);

// GET /api/agencies/{slug}/report, for the agency's owner only (anyone else, an agent of the
// agency included, gets the 404 of an unknown agency). One batch, one round trip, every
// statement through an index: the agency's listings by (agency_id, status); views by
// listing_daily_stats' (property_id, day) key; saves by favorite_properties' property_id;
// leads by property_leads' property_id. The listings are listed up to REPORT_LISTINGS_MAX,
// the most viewed first; the per-agent figures are summed in SQL over all of them.
export async function getAgencyReport(db: Db, userId: string, slug: string, now = Date.now()): Promise<AgencyReport> {
  const days = reportDays(now);
  const from = days[0];
  const since = mexicoCityDayStart(from);
  const agencyId = sql`(SELECT id FROM agencies WHERE slug = ${slug} AND owner_id = ${userId})`;
  // One listing's numbers over the window.
  const viewsOf = sql`COALESCE((SELECT sum(d.views) FROM listing_daily_stats d WHERE d.property_id = p.id AND d.day >= ${from}), 0)`;
  const savesOf = sql`(SELECT count(*) FROM favorite_properties f WHERE f.property_id = p.id AND f.created_at >= ${since})`;
  const leadsOf = sql`(SELECT count(*) FROM property_leads l WHERE l.property_id = p.id AND l.created_at >= ${since})`;
  const [agency, byStatus, listings, perAgent, dailyViews, dailySaves, dailyLeads, agents] = await db.batch([
    db.all<{ id: string }>(sql`SELECT id FROM agencies WHERE id = ${agencyId}`),
    db.all<{ status: ListingStatus; count: number }>(sql`
      SELECT status, count(*) AS count FROM properties WHERE agency_id = ${agencyId} GROUP BY status ORDER BY count DESC`),
    db.all<{ id: string; title: string; status: ListingStatus; agent_name: string | null } & ReportCounts>(sql`
      SELECT p.id, p.title, p.status, u.name AS agent_name, ${viewsOf} AS views, ${savesOf} AS saves, ${leadsOf} AS leads
      FROM properties p LEFT JOIN users u ON u.id = p.agent_id
      WHERE p.agency_id = ${agencyId} AND p.status <> 'borrador'
      ORDER BY views DESC, leads DESC, p.title LIMIT ${REPORT_LISTINGS_MAX}`),
    db.all<{ id: string; name: string | null; listing_count: number } & ReportCounts>(sql`
      SELECT p.agent_id AS id, u.name, count(*) AS listing_count, sum(${viewsOf}) AS views, sum(${savesOf}) AS saves, sum(${leadsOf}) AS leads
      FROM properties p LEFT JOIN users u ON u.id = p.agent_id
      WHERE p.agency_id = ${agencyId} AND p.status <> 'borrador' AND p.agent_id IS NOT NULL
      GROUP BY p.agent_id`),
    db.all<{ day: string; n: number }>(sql`
      SELECT d.day, sum(d.views) AS n FROM properties p JOIN listing_daily_stats d ON d.property_id = p.id
      WHERE p.agency_id = ${agencyId} AND d.day >= ${from} GROUP BY d.day`),
    db.all<{ day: string; n: number }>(sql`
      SELECT ${dayOf("f.created_at")} AS day, count(*) AS n FROM properties p JOIN favorite_properties f ON f.property_id = p.id
      WHERE p.agency_id = ${agencyId} AND f.created_at >= ${since} GROUP BY day`),
    db.all<{ day: string; n: number }>(sql`
      SELECT ${dayOf("l.created_at")} AS day, count(*) AS n FROM properties p JOIN property_leads l ON l.property_id = p.id
      WHERE p.agency_id = ${agencyId} AND l.created_at >= ${since} GROUP BY day`),
    db.all<{ id: string; name: string }>(sql`
      SELECT u.id, u.name FROM agency_agents aa JOIN users u ON u.id = aa.agent_id WHERE aa.agency_id = ${agencyId} ORDER BY u.name`),
  ]);
  if (!agency[0]) throw new DomainError("not_found", AGENCY_MESSAGES.notFound);

  const perDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const [views, saves, leads] = [perDay(dailyViews), perDay(dailySaves), perDay(dailyLeads)];
  const daily = days.map((day) => ({ day, views: views.get(day) ?? 0, saves: saves.get(day) ?? 0, leads: leads.get(day) ?? 0 }));
  const totals = daily.reduce((t, d) => ({ views: t.views + d.views, saves: t.saves + d.saves, leads: t.leads + d.leads }), {
    views: 0,
    saves: 0,
    leads: 0,
  });

  // Per agent: the agency's agents (zeros included) and whoever else published its listings.
  const byAgent = new Map<string, ReportAgentRow>(
    agents.map((a) => [a.id, { id: a.id, name: a.name, listing_count: 0, views: 0, saves: 0, leads: 0 }]),
  );
  for (const a of perAgent) {
    byAgent.set(a.id, {
      id: a.id,
      name: a.name ?? "",
      listing_count: Number(a.listing_count),
      views: Number(a.views),
      saves: Number(a.saves),
      leads: Number(a.leads),
    });
  }
  const byStatusCounts = byStatus.map((s) => ({ status: s.status, count: Number(s.count) }));

  return {
    from,
    to: days[days.length - 1],
    by_status: byStatusCounts,
    totals,
    daily,
    listings: listings.map((l) => ({ ...l, views: Number(l.views), saves: Number(l.saves), leads: Number(l.leads) })),
    listing_total: byStatusCounts.filter((s) => s.status !== "borrador").reduce((n, s) => n + s.count, 0),
    agents: [...byAgent.values()].sort((a, b) => b.views - a.views || b.leads - a.leads || a.name.localeCompare(b.name, "es")),
  };
}
