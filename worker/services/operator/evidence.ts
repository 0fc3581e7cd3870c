import { sql } from "drizzle-orm";
import { inList } from "../sql/in-list";
import { copyEvidence } from "./copy-evidence";
import type { DbOrTx } from "../../../db/client";
import type { ListingStatus } from "../../../domain/listings/listing-status";
import type { HoldReason } from "../../../domain/trust/listing-holds";
import type { ReportReason } from "../../../domain/trust/report-reasons";
import type { AdvertiserHistory, ListingEvidence, SamePhoneListing } from "../../../domain/trust/operator-desk-types";

// What an operator weighs before deciding on a listing or an advertiser, side by side:
// the listing's photos and contact, the advertiser's history, the other listings that show
// the same phone, the listings its photos copy, the reports and the advertiser's answer to a hold.

const PHOTOS_PER_LISTING = 4;
const SAME_PHONE_LIMIT = 10;

type ListingRow = {
  id: string;
  title: string;
  status: ListingStatus;
  operation_type: string;
  price: number;
  currency: string;
  neighborhood: string | null;
  updated_at: number;
  agent_id: string;
  agency_id: string | null;
  agent_name: string;
  agent_phone: string | null;
  agent_whatsapp: string | null;
  agency_name: string | null;
  agency_phone: string | null;
  hold_id: string | null;
  hold_reason: HoldReason | null;
  hold_previous: ListingStatus | null;
  hold_created: number | null;
  hold_answer: string | null;
  hold_answered: number | null;
};

// The listing's version as the desk shows it: the later of its own last change and its open
// hold's (a new hold, or the advertiser's answer, is news the operator must see first).
export const listingVersionSql = sql`max(p.updated_at, coalesce(h.created_at, 0), coalesce(h.answered_at, 0))`;

export async function listingEvidence(db: DbOrTx, ids: readonly string[]): Promise<ListingEvidence[]> {
  if (ids.length === 0) return [];
  const listings = await db.all<ListingRow>(sql`
    SELECT p.id, p.title, p.status, p.operation_type, p.price, p.currency, p.neighborhood, ${listingVersionSql} AS updated_at,
           p.agent_id, p.agency_id, u.name AS agent_name, ap.phone AS agent_phone, ap.whatsapp AS agent_whatsapp,
           a.name AS agency_name, a.phone AS agency_phone,
           h.id AS hold_id, h.reason AS hold_reason, h.previous_status AS hold_previous, h.created_at AS hold_created,
           h.advertiser_answer AS hold_answer, h.answered_at AS hold_answered
    FROM properties p
    JOIN users u ON u.id = p.agent_id
    LEFT JOIN agent_profiles ap ON ap.user_id = p.agent_id
    LEFT JOIN agencies a ON a.id = p.agency_id
    LEFT JOIN listing_holds h ON h.property_id = p.id AND h.resolved_at IS NULL
    WHERE p.id IN (${inList(ids)})`);
  if (listings.length === 0) return [];
  const found = listings.map((l) => l.id);
  const [photos, reports, histories] = await Promise.all([
    db.all<{ property_id: string; url: string; alt: string | null }>(sql`
      SELECT property_id, coalesce(thumbnail_url, medium_url, url) AS url, alt FROM property_images
      WHERE property_id IN (${inList(found)}) ORDER BY property_id, is_main DESC, display_order`),
    db.all<{ property_id: string; reason: ReportReason; note: string | null; reporter_email: string; created_at: number }>(sql`
      SELECT property_id, reason, note, reporter_email, created_at FROM listing_reports
      WHERE property_id IN (${inList(found)}) AND outcome_sent_at IS NULL ORDER BY created_at DESC`),
    advertiserHistories(db, [...new Set(listings.map((l) => l.agent_id))]),
  ]);
  const [samePhone, copies] = await Promise.all([
    samePhoneListings(db, listings),
    copyEvidence(
      db,
      listings.map((l) => ({ id: l.id, holdReason: l.hold_reason })),
    ),
  ]);
  return listings.map((l) => {
    const mine = reports.filter((r) => r.property_id === l.id);
    const reasonCounts = new Map<ReportReason, number>();
    for (const r of mine) reasonCounts.set(r.reason, (reasonCounts.get(r.reason) ?? 0) + 1);
    return {
      id: l.id,
      title: l.title,
      status: l.status,
      operationType: l.operation_type,
      price: l.price,
      currency: l.currency,
      neighborhood: l.neighborhood,
      version: l.updated_at,
      photos: photos
        .filter((p) => p.property_id === l.id)
        .slice(0, PHOTOS_PER_LISTING)
        .map((p) => ({ url: p.url, alt: p.alt })),
      contact: { name: l.agent_name, phone: l.agent_phone, whatsapp: l.agent_whatsapp, agencyName: l.agency_name, agencyPhone: l.agency_phone },
      advertiser: histories.get(l.agent_id)!,
      samePhone: samePhone.get(l.id) ?? [],
      copies: copies.get(l.id) ?? [],
      hold: l.hold_id
        ? {
            id: l.hold_id,
            reason: l.hold_reason!,
            previousStatus: l.hold_previous!,
            createdAt: l.hold_created!,
            answer: l.hold_answer,
            answeredAt: l.hold_answered,
          }
        : null,
      reports: {
        count: mine.length,
        reasons: [...reasonCounts].map(([reason, count]) => ({ reason, count })),
        notes: mine.map((r) => ({ reason: r.reason, note: r.note, email: r.reporter_email, at: r.created_at })),
      },
    };
  });
}

// Listings of other accounts that show one of this listing's numbers: as a verified phone
// of their account, their agent profile's phone or WhatsApp, or their agency's phone
// (listings of the same agency are left out: its agents share its number).
async function samePhoneListings(db: DbOrTx, listings: ListingRow[]): Promise<Map<string, SamePhoneListing[]>> {
  const phonesOf = (l: ListingRow) => [...new Set([l.agent_phone, l.agent_whatsapp, l.agency_phone].filter((p): p is string => !!p))];
  const all = [...new Set(listings.flatMap(phonesOf))];
  const result = new Map<string, SamePhoneListing[]>();
  if (all.length === 0) return result;
  const holders = await db.all<{ user_id: string; phone: string }>(sql`
    SELECT user_id, phone FROM verified_phones WHERE phone IN (${inList(all)})
    UNION SELECT user_id, phone FROM agent_profiles WHERE phone IN (${inList(all)})
    UNION SELECT user_id, whatsapp AS phone FROM agent_profiles WHERE whatsapp IN (${inList(all)})
    UNION SELECT owner_id AS user_id, phone FROM agencies WHERE phone IN (${inList(all)})`);
  const users = [...new Set(holders.map((h) => h.user_id))];
  if (users.length === 0) return result;
  const theirs = await db.all<{ id: string; title: string; status: ListingStatus; agent_id: string; agency_id: string | null; name: string }>(sql`
    SELECT p.id, p.title, p.status, p.agent_id, p.agency_id, u.name FROM properties p JOIN users u ON u.id = p.agent_id
    WHERE p.agent_id IN (${inList(users)}) AND p.status <> 'borrador' ORDER BY p.updated_at DESC LIMIT 200`);
  for (const l of listings) {
    const phones = phonesOf(l);
    const others = holders.filter((h) => phones.includes(h.phone) && h.user_id !== l.agent_id);
    const list: SamePhoneListing[] = [];
    for (const other of theirs) {
      const holder = others.find((h) => h.user_id === other.agent_id);
      // Colleagues of the same agency share its phone: that is no sign of anything.
      if (!holder || (l.agency_id !== null && other.agency_id === l.agency_id) || list.some((x) => x.id === other.id)) continue;
      list.push({ id: other.id, title: other.title, status: other.status, advertiser: other.name, phone: holder.phone });
      if (list.length >= SAME_PHONE_LIMIT) break;
    }
    result.set(l.id, list);
  }
  return result;
}

type HistoryRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: number;
  suspended_at: number | null;
  suspension_reason: string | null;
  listings: number;
  published: number;
  holds: number;
  hidden: number;
  reports: number;
  suspensions: number;
  agency_name: string | null;
  agency_slug: string | null;
  agency_verified_at: number | null;
  agent_verified_at: number | null;
};

// Each advertiser's record with Hogaria: since when, how much they publish, and what
// reports, holds and suspensions they had.
export async function advertiserHistories(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, AdvertiserHistory>> {
  const result = new Map<string, AdvertiserHistory>();
  if (userIds.length === 0) return result;
  const [rows, phones] = await Promise.all([
    db.all<HistoryRow>(sql`
      SELECT u.id, u.name, u.email, u.role, u.created_at, u.suspended_at, u.suspension_reason,
        (SELECT count(*) FROM properties p WHERE p.agent_id = u.id AND p.status <> 'borrador') AS listings,
        (SELECT count(*) FROM properties p WHERE p.agent_id = u.id AND p.status = 'publicada') AS published,
        (SELECT count(*) FROM listing_holds h JOIN properties p ON p.id = h.property_id WHERE p.agent_id = u.id AND h.resolved_at IS NOT NULL) AS holds,
        (SELECT count(*) FROM listing_holds h JOIN properties p ON p.id = h.property_id WHERE p.agent_id = u.id AND h.outcome = 'oculta') AS hidden,
        (SELECT count(*) FROM listing_reports r JOIN properties p ON p.id = r.property_id WHERE p.agent_id = u.id) AS reports,
        (SELECT count(*) FROM operator_audit_log l WHERE l.subject_kind = 'usuario' AND l.subject_id = u.id AND l.action = 'suspender_anunciante') AS suspensions,
        a.name AS agency_name, a.slug AS agency_slug, a.verified_at AS agency_verified_at, ap.verified_at AS agent_verified_at
      FROM users u
      LEFT JOIN agencies a ON a.owner_id = u.id
      LEFT JOIN agent_profiles ap ON ap.user_id = u.id
      WHERE u.id IN (${inList(userIds)})`),
    db.all<{ user_id: string; phone: string }>(sql`SELECT user_id, phone FROM verified_phones WHERE user_id IN (${inList(userIds)})`),
  ]);
  for (const r of rows) {
    result.set(r.id, {
      id: r.id,
      name: r.name,
      email: r.email,
      role: r.role,
      memberSince: r.created_at,
      suspendedAt: r.suspended_at,
      suspensionReason: r.suspension_reason,
      listings: r.listings,
      publishedListings: r.published,
      pastHolds: r.holds,
      hiddenListings: r.hidden,
      reports: r.reports,
      pastSuspensions: r.suspensions,
      verifiedPhones: phones.filter((p) => p.user_id === r.id).map((p) => p.phone),
      agency: r.agency_name ? { name: r.agency_name, slug: r.agency_slug!, verifiedAt: r.agency_verified_at } : null,
      agentVerifiedAt: r.agent_verified_at,
    });
  }
  return result;
}
