import { and, eq } from "drizzle-orm";
import { users } from "../../../db/schema/auth";
import { agencies, agentProfiles } from "../../../db/schema/agencies";
import { verificationRequests } from "../../../db/schema/advertiser-verification";
import { DomainError } from "../../../domain/errors/domain-error";
import { OPERATOR_MESSAGES as M } from "../../../domain/trust/operator-desk";
import { sendMail, type MailMessage } from "../../adapters/mail";
import { verificationApprovedEmail, verificationRejectedEmail } from "../../mail/verification-decision";
import { accountLang, type Lang } from "../../../domain/i18n/lang";
import { bumpListingsVersion } from "../listings-version";
import { auditInsert } from "./audit";
import type { Db } from "../../../db/client";
import type { MailContext } from "./listing-decisions";

type Decision = { status: "aprobada" | "rechazada"; reason: string | null };

// Decides a pending request once: a request another operator decided meanwhile is refused.
async function decide(ctx: MailContext, operatorId: string, id: string, decision: Decision, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .update(verificationRequests)
      .set({ status: decision.status, reason: decision.reason, decidedBy: operatorId, decidedAt: now })
      .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, "pendiente")))
      .returning();
    if (!request) {
      const [exists] = await tx.select({ id: verificationRequests.id }).from(verificationRequests).where(eq(verificationRequests.id, id));
      throw exists ? new DomainError("wrong_status", M.alreadyDecided) : new DomainError("not_found", M.verificationNotFound);
    }
    if (decision.status === "aprobada") {
      // The badge reads these columns; cached cards and pages follow the listings' version.
      if (request.kind === "inmobiliaria" && request.agencyId) {
        await tx
          .update(agencies)
          .set({ verifiedAt: now, ...(request.rfc ? { rfc: request.rfc } : {}), updatedAt: now })
          .where(eq(agencies.id, request.agencyId));
      } else if (request.kind === "agente") {
        const license = { licenseKind: request.licenseKind, licenseNumber: request.licenseNumber, verifiedAt: now, updatedAt: now };
        await tx
          .insert(agentProfiles)
          .values({ userId: request.userId, ...license })
          .onConflictDoUpdate({ target: agentProfiles.userId, set: license });
      }
      await bumpListingsVersion(tx);
    }
    await auditInsert(
      tx,
      {
        operatorId,
        action: decision.status === "aprobada" ? "aprobar_verificacion" : "rechazar_verificacion",
        subjectKind: "verificacion",
        subjectId: request.id,
        reason: decision.reason,
        details: { kind: request.kind, userId: request.userId, agencyId: request.agencyId },
      },
      now,
    );
    return request;
  });
}

/** Where a verification request's proof of address is stored, and its type; null if it has none. */
export async function verificationProof(db: Db, id: string): Promise<{ key: string; type: string | null } | null> {
  const [request] = await db
    .select({ key: verificationRequests.proofKey, type: verificationRequests.proofContentType })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id));
  return request?.key ? { key: request.key, type: request.type } : null;
}

export async function approveVerification(ctx: MailContext, operatorId: string, id: string, reason: string | undefined, now = new Date()) {
  const request = await decide(ctx, operatorId, id, { status: "aprobada", reason: reason ?? null }, now);
  await mailRequester(ctx, request.userId, (to, lang) => verificationApprovedEmail(to, request.kind, lang));
  return { id: request.id, status: "aprobada" as const };
}

// A rejection's reason is e-mailed to whoever asked.
export async function rejectVerification(ctx: MailContext, operatorId: string, id: string, reason: string, now = new Date()) {
  const request = await decide(ctx, operatorId, id, { status: "rechazada", reason }, now);
  await mailRequester(ctx, request.userId, (to, lang) => verificationRejectedEmail(to, request.kind, reason, lang));
  return { id: request.id, status: "rechazada" as const };
}

// In the requester's account language.
async function mailRequester(ctx: MailContext, userId: string, message: (to: { email: string; name: string }, lang: Lang) => MailMessage) {
  const [to] = await ctx.db.select({ email: users.email, name: users.name, lang: users.lang }).from(users).where(eq(users.id, userId));
  if (to) await sendMail(ctx.db, ctx.config, message(to, accountLang(to.lang)));
}
