import type { Client } from "@libsql/client";

// The operador role, granted and revoked only here (from the command line: scripts/operator.ts);
// no API writes the operators table. Each change is a line in the append-only audit log,
// whose operator_id names who ran the command ("cli:<system user>").

export type RoleChange = { ok: true; userId: string; changed: boolean } | { ok: false; message: string };

type Db = Pick<Client, "execute" | "batch">;

async function accountOf(db: Db, email: string): Promise<{ id: string; confirmed: boolean } | null> {
  const rs = await db.execute({ sql: "SELECT id, email_verified FROM users WHERE email = ? COLLATE NOCASE", args: [email.trim()] });
  const row = rs.rows[0];
  return row ? { id: row.id as string, confirmed: Number(row.email_verified) === 1 } : null;
}

async function userIdOf(db: Db, email: string): Promise<string | null> {
  return (await accountOf(db, email))?.id ?? null;
}

const NO_ACCOUNT = (email: string) => `No hay ninguna cuenta con el correo ${email}.`;

// The role goes only to an address its owner confirmed: whoever signed up first with an
// intended operator's address, without access to that inbox, never gets the desk.
export async function grantOperator(db: Db, email: string, by: string, now = Date.now()): Promise<RoleChange> {
  const account = await accountOf(db, email);
  if (!account) return { ok: false, message: NO_ACCOUNT(email) };
  if (!account.confirmed)
    return { ok: false, message: `La cuenta ${email} no ha confirmado su correo: pídele que abra el enlace que le enviamos y vuelve a intentarlo.` };
  const userId = account.id;
  const existing = await db.execute({ sql: "SELECT 1 FROM operators WHERE user_id = ?", args: [userId] });
  if (existing.rows.length > 0) return { ok: true, userId, changed: false };
  await db.batch(
    [
      { sql: "INSERT INTO operators (user_id, granted_at) VALUES (?, ?)", args: [userId, now] },
      {
        sql: "INSERT INTO operator_audit_log (id, operator_id, action, subject_kind, subject_id, reason, details, created_at) VALUES (?, ?, 'otorgar_rol', 'usuario', ?, NULL, ?, ?)",
        args: [crypto.randomUUID(), by, userId, JSON.stringify({ email }), now],
      },
    ],
    "write",
  );
  return { ok: true, userId, changed: true };
}

export async function revokeOperator(db: Db, email: string, by: string, now = Date.now()): Promise<RoleChange> {
  const userId = await userIdOf(db, email);
  if (!userId) return { ok: false, message: NO_ACCOUNT(email) };
  const existing = await db.execute({ sql: "SELECT 1 FROM operators WHERE user_id = ?", args: [userId] });
  if (existing.rows.length === 0) return { ok: true, userId, changed: false };
  await db.batch(
    [
      { sql: "DELETE FROM operators WHERE user_id = ?", args: [userId] },
      {
        sql: "INSERT INTO operator_audit_log (id, operator_id, action, subject_kind, subject_id, reason, details, created_at) VALUES (?, ?, 'revocar_rol', 'usuario', ?, NULL, ?, ?)",
        args: [crypto.randomUUID(), by, userId, JSON.stringify({ email }), now],
      },
    ],
    "write",
  );
  return { ok: true, userId, changed: true };
}

export async function listOperators(db: Db): Promise<{ email: string; name: string; grantedAt: number }[]> {
  const rs = await db.execute("SELECT u.email, u.name, o.granted_at FROM operators o JOIN users u ON u.id = o.user_id ORDER BY o.granted_at");
  return rs.rows.map((r) => ({ email: r.email as string, name: r.name as string, grantedAt: Number(r.granted_at) }));
}
