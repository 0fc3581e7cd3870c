// Thirty days of views for the demo agency's published listings (listing_daily_stats), so
// its owner's "Reportes" tab has something to show right after `npm start`. Pure: the rows
// come from the seed's random numbers and `now`. Saves and leads are not invented here:
// they come from real favourites and messages.
import { mexicoCityDay, REPORT_DAYS } from "../../domain/agencies/agency-report";
import { createRng } from "./random";

const LISTINGS_WITH_HISTORY = 40;
const DAY_MS = 86_400_000;

type Listing = { id: string; agencyId?: string | null; status?: string | null };
export type DailyStatsRow = { propertyId: string; day: string; views: number; whatsapp: number; contacts: number };

export function buildAgencyHistory(seed: string, now: Date, agencyId: string, listings: readonly Listing[]): DailyStatsRow[] {
  const rng = createRng(`${seed}:agency-history`);
  const rows: DailyStatsRow[] = [];
  const own = listings.filter((l) => l.agencyId === agencyId && l.status === "publicada").slice(0, LISTINGS_WITH_HISTORY);
  for (const [rank, listing] of own.entries()) {
    // Earlier listings in the list draw more interest, as a real agency's best few do.
    const appeal = 1 + (LISTINGS_WITH_HISTORY - rank) / 8;
    for (let back = 0; back < REPORT_DAYS; back++) {
      const views = Math.floor(rng.next() * appeal * 3);
      if (views === 0) continue;
      rows.push({
        propertyId: listing.id,
        day: mexicoCityDay(now.getTime() - back * DAY_MS),
        views,
        whatsapp: rng.next() < 0.15 ? 1 : 0,
        contacts: rng.next() < 0.1 ? 1 : 0,
      });
    }
  }
  return rows;
}
