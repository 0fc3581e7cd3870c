import { desc, lt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { users } from "../../../db/schema/auth";
import { operatorAuditLog } from "../../../db/schema/moderation";
import type { AuditSubjectKind, OperatorAction } from "../../../domain/trust/operator-audit";
import { AUDIT_LOG_PAGE } from "../../../domain/trust/operator-desk";
import type { AuditLine } from "../../../domain/trust/operator-desk-types";
import { eq } from "drizzle-orm";

export type AuditEntry = {
  operatorId: string;
  action: OperatorAction;
  subjectKind: AuditSubjectKind;
  subjectId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
};

// One line of the append-only log: who, what, on what, why (when is the row's created_at).
export function auditInsert(db: DbOrTx, entry: AuditEntry, at = new Date()) {
  return db.insert(operatorAuditLog).values({
    id: crypto.randomUUID(),
    operatorId: entry.operatorId,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
    createdAt: at,
  });
}

// The newest lines first, a page at a time (`before`: the created_at of the last line seen).
export async function listAuditLog(db: DbOrTx, before?: number): Promise<AuditLine[]> {
  const rows = await db
    .select({
      id: operatorAuditLog.id,
      at: operatorAuditLog.createdAt,
      operatorId: operatorAuditLog.operatorId,
      name: users.name,
      email: users.email,
      action: operatorAuditLog.action,
      subjectKind: operatorAuditLog.subjectKind,
      subjectId: operatorAuditLog.subjectId,
      reason: operatorAuditLog.reason,
      details: operatorAuditLog.details,
    })
    .from(operatorAuditLog)
    .leftJoin(users, eq(users.id, operatorAuditLog.operatorId))
    .where(before ? lt(operatorAuditLog.createdAt, new Date(before)) : undefined)
    .orderBy(desc(operatorAuditLog.createdAt))
    .limit(AUDIT_LOG_PAGE);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.getTime(),
    operator: { id: r.operatorId, name: r.name, email: r.email },
    action: r.action,
    subjectKind: r.subjectKind,
    subjectId: r.subjectId,
    reason: r.reason,
    details: r.details ?? null,
  }));
}
