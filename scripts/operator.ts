// `npm run operator -- grant EMAIL` / `revoke EMAIL` / `list`: the operador role, which no
// API grants. Against LIBSQL_URL (and LIBSQL_AUTH_TOKEN, e.g. Turso) when set, like
// `npm run db:migrate`; otherwise the local database `npm start` uses (--db FILE, or
// HOGARIA_DB, or .data/hogaria.db), while the app runs or not.
import { existsSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { grantOperator, listOperators, revokeOperator } from "./operator-role";

const USAGE = "Uso: npm run operator -- grant CORREO | revoke CORREO | list [--db ARCHIVO]";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { db: { type: "string", default: process.env.HOGARIA_DB ?? ".data/hogaria.db" } },
});
const [command, email] = positionals;
if (!command || !["grant", "revoke", "list"].includes(command) || (command !== "list" && !email)) {
  console.error(USAGE);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const dbFile = path.resolve(root, args.db);
if (!process.env.LIBSQL_URL && !existsSync(dbFile)) {
  console.error(`No existe la base de datos local ${dbFile}: corre npm start una vez, o define LIBSQL_URL.`);
  process.exit(1);
}
const url = process.env.LIBSQL_URL ?? `file:${dbFile}`;
const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
// The running app may be writing the same file: wait for its lock instead of failing.
if (url.startsWith("file:")) await client.execute("PRAGMA busy_timeout = 5000");
const by = `cli:${userInfo().username}`;
try {
  if (command === "list") {
    const operators = await listOperators(client);
    if (operators.length === 0) console.info("No hay operadores.");
    for (const o of operators) console.info(`${o.email}\t${o.name}\tdesde ${new Date(o.grantedAt).toISOString()}`);
  } else {
    const change = command === "grant" ? await grantOperator(client, email, by) : await revokeOperator(client, email, by);
    if (!change.ok) {
      console.error(change.message);
      process.exitCode = 1;
    } else if (command === "grant") {
      console.info(change.changed ? `${email} ahora es operador.` : `${email} ya era operador.`);
    } else {
      console.info(change.changed ? `${email} ya no es operador.` : `${email} no era operador.`);
    }
  }
} finally {
  client.close();
}
