import type Database from "libsql";
import { retryWhileBusy, type Connection } from "./connections";
import {
  encodeValue,
  protocolError,
  RequestError,
  toProtoError,
  type BatchResult,
  type DescribeResult,
  type ProtoCondition,
  type SqlValue,
  type StmtResult,
} from "./protocol";
import { splitStatements, type SqlStatement } from "./sql-text";

export interface StatementArgs {
  args: SqlValue[];
  namedArgs: { name: string; value: SqlValue }[];
  wantRows: boolean;
}

/** Exactly one statement, as Hrana requires for execute, batch steps and describe. */
export function singleStatement(sql: string): SqlStatement {
  const statements = splitStatements(sql);
  if (statements.length === 0) throw new RequestError("SQL string does not contain any statement", "SQL_NO_STATEMENT");
  if (statements.length > 1) {
    throw new RequestError("SQL string contains more than one statement (use executeMultiple/sequence for scripts)", "SQL_MANY_STATEMENTS");
  }
  return statements[0];
}

// Positional args fill parameter indexes 1..n; named args go to the index of their
// parameter. A name sent without its prefix matches ":name", "@name" or "$name".
function bindArgs(statement: SqlStatement, args: SqlValue[], namedArgs: StatementArgs["namedArgs"]): SqlValue[] {
  const params = statement.params;
  if (args.length > params.length) {
    throw new RequestError(`The statement has ${params.length} parameter(s) but ${args.length} positional argument(s) were given`, "ARGS_INVALID");
  }
  const values = params.map((_, i) => (i < args.length ? args[i] : null));
  for (const { name, value } of namedArgs) {
    const candidates = /^[:@$#?]/.test(name) ? [name] : [`:${name}`, `@${name}`, `$${name}`];
    const index = candidates.map((c) => params.indexOf(c)).find((i) => i >= 0);
    if (index === undefined) throw new RequestError(`The statement has no parameter named ${name}`, "ARGS_INVALID");
    values[index] = value;
  }
  return values;
}

// Statements after which a connection can go back to the pool: they leave nothing
// behind on the connection itself (PRAGMA, ATTACH or a TEMP table would).
const POOL_SAFE = new Set([
  ...["SELECT", "INSERT", "UPDATE", "DELETE", "REPLACE", "WITH", "VALUES", "EXPLAIN"],
  ...["BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE"],
  ...["CREATE", "DROP", "ALTER", "ANALYZE", "REINDEX", "VACUUM"],
]);

function leavesConnectionState([first, second]: string[]): boolean {
  if (first === "CREATE") return second === "TEMP" || second === "TEMPORARY";
  return !POOL_SAFE.has(first ?? "");
}

export async function executeStatement(conn: Connection, statement: SqlStatement, stmt: StatementArgs, busyTimeoutMs: number): Promise<StmtResult> {
  const values = bindArgs(statement, stmt.args, stmt.namedArgs);
  const prepared = await retryWhileBusy(conn, busyTimeoutMs, () => conn.db.prepare(statement.sql));
  if (leavesConnectionState(statement.words)) conn.dirty = true;
  let cols: StmtResult["cols"] = [];
  let rows: unknown[][] = [];
  if (prepared.reader) {
    prepared.raw(true);
    cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
    rows = await retryWhileBusy(conn, busyTimeoutMs, () => allRows(prepared, values, statement.words[0] === "EXPLAIN"));
  } else {
    await retryWhileBusy(conn, busyTimeoutMs, () => prepared.run(values));
  }
  const { affected, lastInsertRowid } = conn.statementInfo();
  return {
    cols,
    rows: stmt.wantRows ? rows.map((row) => row.map(encodeValue)) : [],
    affected_row_count: affected,
    last_insert_rowid: lastInsertRowid.toString(),
  };
}

// SQLite only halts an EXPLAIN program when it is reset, not when it reaches its end;
// until then it counts as a statement in progress and a later COMMIT fails with
// SQLITE_BUSY. The binding does not reset after all(), but does after get().
function allRows(prepared: Database.Statement, values: SqlValue[], isExplain: boolean): unknown[][] {
  const rows = prepared.all(values) as unknown[][];
  if (isExplain) prepared.get(values);
  return rows;
}

/** Runs the steps in order; a step whose condition is false is skipped (null result and error). */
export async function runBatch(
  conn: Connection,
  steps: { condition?: ProtoCondition | null; run: () => Promise<StmtResult> }[],
): Promise<BatchResult> {
  const result: BatchResult = { step_results: [], step_errors: [] };
  const holds = (cond: ProtoCondition): boolean => {
    switch (cond?.type) {
      case "ok":
        return result.step_results[cond.step] != null;
      case "error":
        return result.step_errors[cond.step] != null;
      case "not":
        return !holds(cond.cond);
      case "and":
        return cond.conds.every(holds);
      case "or":
        return cond.conds.some(holds);
      case "is_autocommit":
        return conn.autocommit;
      default:
        throw protocolError(`Invalid batch condition: ${JSON.stringify(cond)}`);
    }
  };
  for (const step of steps) {
    let stepResult: StmtResult | null = null;
    let stepError = null;
    if (!step.condition || holds(step.condition)) {
      try {
        stepResult = await step.run();
      } catch (e) {
        stepError = toProtoError(e);
      }
    }
    result.step_results.push(stepResult);
    result.step_errors.push(stepError);
  }
  return result;
}

/** Runs a script statement by statement, stopping at the first error. */
export async function runSequence(conn: Connection, sql: string, busyTimeoutMs: number): Promise<void> {
  for (const statement of splitStatements(sql)) {
    await executeStatement(conn, statement, { args: [], namedArgs: [], wantRows: false }, busyTimeoutMs);
  }
}

export function describeStatement(conn: Connection, statement: SqlStatement): DescribeResult {
  const prepared = conn.db.prepare(statement.sql);
  const cols = prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type })) : [];
  const isExplain = statement.words[0] === "EXPLAIN";
  // Like sqlite3_stmt_readonly(): a statement writes if its program opens a write transaction.
  const program = isExplain ? [] : allRows(conn.db.prepare(`EXPLAIN ${statement.sql}`).raw(true), [], true);
  const writes = program.some(([, opcode, , p2]) => opcode === "Transaction" && p2 !== 0n);
  return {
    params: statement.params.map((name) => ({ name })),
    cols,
    is_explain: isExplain,
    is_readonly: !writes,
  };
}
