import { and, count, desc, eq, gte, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Lead, LeadInbox, LeadKind, LeadMessageInput } from "../../domain/leads/lead-schema";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema/agencies";
import { users } from "../../db/schema/auth";
import { propertyLeads } from "../../db/schema/leads";
import { properties } from "../../db/schema/properties";
import { sendMail } from "../adapters/mail";
import type { AppConfig } from "../env";
import { leadEmail } from "../mail/lead";
import { accountLang } from "../../domain/i18n/lang";
import { DomainError } from "../../domain/errors/domain-error";
import type { Profile } from "../../domain/auth/profile";
import { PER_PHONE_LIMIT } from "../../domain/call-requests/phone-limit";
import { activeShare } from "./property-shares";
import { describeErrorForLog } from "../logging/log-redaction";
import { LISTING_GONE } from "../../domain/properties/availability-messages";
import { LEAD_MESSAGES } from "../../domain/leads/lead-messages";

export type LeadRow = typeof propertyLeads.$inferSelect;

// "Mensajes" shows the newest 100. A phone gets the call requests' limit (PER_PHONE_LIMIT).
const INBOX_LIMIT = 100;

/** A published listing, and who hears about it: its agent, else its agency's owner. */
export type LeadListing = { id: string; title: string; recipientId: string; agencyId: string | null };

export type LeadRequest = LeadMessageInput & { property_id?: string; share_token?: string };

// A new lead's row about a listing: who receives it, and the title as it was then.
function leadOf(listing: LeadListing) {
  return {
    id: crypto.randomUUID(),
    propertyId: listing.id,
    propertyTitle: listing.title,
    recipientId: listing.recipientId,
    agencyId: listing.agencyId,
  };
}

// The listing's advertiser, or null when the listing is unknown, not published or has
// nobody to answer.
export async function findLeadListing(db: Db, propertyId: string): Promise<LeadListing | null> {
  const [row] = await db
    .select({ id: properties.id, title: properties.title, agentId: properties.agentId, agencyId: properties.agencyId, ownerId: agencies.ownerId })
    .from(properties)
    .leftJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(and(eq(properties.id, propertyId), eq(properties.status, "publicada")));
  const recipientId = row?.agentId ?? row?.ownerId;
  return row && recipientId ? { id: row.id, title: row.title, recipientId, agencyId: row.agencyId } : null;
}

// "Enviar mensaje": stored for the listing's advertiser (also when written from an agent's
// shared sheet: the advertiser is who answers about the listing). The e-mail goes after.
export async function createLead(db: Db, input: LeadRequest, now = new Date()): Promise<{ lead: LeadRow; listing: LeadListing }> {
  const propertyId = input.share_token ? (await activeShare(db, input.share_token, "share")).propertyId : input.property_id!;
  const [listing, [recent]] = await Promise.all([
    findLeadListing(db, propertyId),
    db
      .select({ n: count() })
      .from(propertyLeads)
      .where(
        and(
          eq(propertyLeads.telefono, input.telefono),
          eq(propertyLeads.kind, "mensaje"),
          gte(propertyLeads.createdAt, new Date(now.getTime() - PER_PHONE_LIMIT.windowMs)),
        ),
      ),
  ]);
  if (!listing) throw new DomainError("not_found", LISTING_GONE);
  if (recent.n >= PER_PHONE_LIMIT.max) {
    throw new DomainError("rate_limited", LEAD_MESSAGES.rateLimited);
  }
  const [lead] = await db
    .insert(propertyLeads)
    .values({
      ...leadOf(listing),
      kind: "mensaje",
      nombre: input.nombre,
      telefono: input.telefono,
      email: input.email,
      mensaje: input.mensaje,
      source: input.share_token ? "compartida" : "propiedad",
      createdAt: now,
    })
    .returning();
  return { lead, listing };
}

// A call request made on a listing's page: the advertiser hears about it too. Answers the
// statement (not run), so the caller can store it in one batch with the request.
export function callLeadInsert(db: Db, listing: LeadListing, caller: { nombre: string; telefono: string }, now = new Date()) {
  return db
    .insert(propertyLeads)
    .values({
      ...leadOf(listing),
      kind: "llamada",
      nombre: caller.nombre,
      telefono: caller.telefono,
      createdAt: now,
    })
    .returning();
}

// E-mails a stored lead to its recipient. Runs after the answer (waitUntil): it never
// throws, a failure is logged (the lead is in the inbox either way).
export async function notifyLead(db: Db, config: AppConfig, origin: string, lead: LeadRow): Promise<void> {
  try {
    const [recipient] = await db.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, lead.recipientId));
    if (!recipient) return;
    await sendMail(
      db,
      config,
      leadEmail({
        to: recipient,
        lang: accountLang(recipient.lang),
        kind: lead.kind,
        property: { id: lead.propertyId ?? "", title: lead.propertyTitle },
        buyer: { nombre: lead.nombre, telefono: lead.telefono, email: lead.email, mensaje: lead.mensaje },
        shared: lead.source === "compartida",
        origin,
      }),
    );
  } catch (error) {
    console.error("lead_mail_failed", { id: lead.id, error: describeErrorForLog(error) });
  }
}

// The leads a person may read: their own, and for an agency's owner every lead of the
// agencies they own.
function visibleTo(db: Db, user: Pick<Profile, "id" | "role">): SQL {
  const own = eq(propertyLeads.recipientId, user.id);
  if (user.role !== "inmobiliaria") return own;
  const owned = db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, user.id));
  return or(own, inArray(propertyLeads.agencyId, owned))!;
}

export type LeadFilters = { agent_id?: string; unread?: boolean };

// "Mensajes": newest first (at most 100), and how many are unread.
export async function listLeads(db: Db, user: Pick<Profile, "id" | "role">, filters: LeadFilters = {}): Promise<LeadInbox> {
  const scope = and(visibleTo(db, user), filters.agent_id ? eq(propertyLeads.recipientId, filters.agent_id) : undefined);
  const [rows, [unread]] = await db.batch([
    db
      .select({ lead: propertyLeads, agentName: users.name })
      .from(propertyLeads)
      .leftJoin(users, eq(users.id, propertyLeads.recipientId))
      .where(and(scope, filters.unread ? isNull(propertyLeads.readAt) : undefined))
      .orderBy(desc(propertyLeads.createdAt), desc(propertyLeads.id))
      .limit(INBOX_LIMIT),
    db
      .select({ n: count() })
      .from(propertyLeads)
      .where(and(scope, isNull(propertyLeads.readAt))),
  ]);
  return { items: rows.map((r) => toLead(r.lead, r.agentName)), unread: unread.n };
}

// Marks one lead read (once: the first reading time stays). Someone else's: 404.
export async function markLeadRead(db: Db, user: Pick<Profile, "id" | "role">, id: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ id: propertyLeads.id, readAt: propertyLeads.readAt })
    .from(propertyLeads)
    .where(and(eq(propertyLeads.id, id), visibleTo(db, user)));
  if (!row) throw new DomainError("not_found", LEAD_MESSAGES.notFound);
  if (!row.readAt)
    await db
      .update(propertyLeads)
      .set({ readAt: now })
      .where(and(eq(propertyLeads.id, id), isNull(propertyLeads.readAt)));
}

function toLead(row: LeadRow, agentName: string | null): Lead {
  return {
    id: row.id,
    kind: row.kind satisfies LeadKind,
    nombre: row.nombre,
    telefono: row.telefono,
    email: row.email,
    mensaje: row.mensaje,
    // A deleted listing leaves no link (its title stays in the e-mail that was sent).
    property: { id: row.propertyId, title: row.propertyTitle },
    agent: agentName ? { id: row.recipientId, name: agentName } : null,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
