// Just enough of SQLite's tokenizer to split SQL text into statements and to number
// its parameters the way SQLite does. The libsql binding exposes neither the unparsed
// tail of a statement nor parameter names, and binding named parameters by object
// aborts the whole process when the statement also has a bare `?` (libsql 0.5.29), so
// the server always binds positionally using the numbering computed here.

export interface SqlStatement {
  /** The statement's text, from its first token up to and including its `;`. */
  sql: string;
  /** The first few keywords/identifiers, upper-cased (for classification). */
  words: string[];
  /** Parameter names by index (0-based): ":a", "@a", "$a", "?3", or null for a bare `?`. */
  params: (string | null)[];
}

type TokenKind = "word" | "variable" | "semicolon" | "other";
interface Token {
  kind: TokenKind;
  text: string;
  start: number;
  end: number;
}

const WHITESPACE = " \t\n\f\r";

function isIdChar(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    c === "_" ||
    c === "$" ||
    code >= 0x80
  );
}

function skipQuoted(sql: string, i: number, close: string): number {
  for (let j = i + 1; j < sql.length; j++) {
    if (sql[j] !== close) continue;
    if (close !== "]" && sql[j + 1] === close)
      j++; // doubled quote is an escaped quote
    else return j + 1;
  }
  return sql.length;
}

// `:name`, `@name`, `$name`, `#name`, including SQLite's Tcl-style `::` and `(…)` suffixes.
function scanVariable(sql: string, i: number): number {
  let j = i + 1;
  let idChars = 0;
  while (j < sql.length) {
    const c = sql[j];
    if (isIdChar(c)) {
      idChars++;
      j++;
    } else if (c === "(" && idChars > 0) {
      while (j < sql.length && sql[j] !== ")" && !WHITESPACE.includes(sql[j])) j++;
      return sql[j] === ")" ? j + 1 : i + 1;
    } else if (c === ":" && sql[j + 1] === ":") {
      j += 2;
    } else {
      break;
    }
  }
  return idChars > 0 ? j : i + 1;
}

function* tokenize(sql: string): Generator<Token> {
  let i = 0;
  while (i < sql.length) {
    const start = i;
    const c = sql[i];
    let kind: TokenKind = "other";
    if (WHITESPACE.includes(c)) {
      i++;
      continue;
    } else if (c === "-" && sql[i + 1] === "-") {
      const newline = sql.indexOf("\n", i);
      i = newline < 0 ? sql.length : newline + 1;
      continue;
    } else if (c === "/" && sql[i + 1] === "*") {
      const close = sql.indexOf("*/", i + 2);
      i = close < 0 ? sql.length : close + 2;
      continue;
    } else if (c === "'" || c === '"' || c === "`") {
      i = skipQuoted(sql, i, c);
    } else if (c === "[") {
      i = skipQuoted(sql, i, "]");
    } else if (c === ";") {
      kind = "semicolon";
      i++;
    } else if (c === "?") {
      kind = "variable";
      i++;
      while (i < sql.length && sql[i] >= "0" && sql[i] <= "9") i++;
    } else if (c === ":" || c === "@" || c === "$" || c === "#") {
      i = scanVariable(sql, i);
      if (i - start > 1) kind = "variable";
    } else if (isIdChar(c)) {
      kind = "word";
      while (i < sql.length && isIdChar(sql[i])) i++;
    } else {
      i++;
    }
    yield { kind, text: sql.slice(start, i), start, end: i };
  }
}

class StatementBuilder {
  readonly words: string[] = [];
  readonly params: (string | null)[] = [];
  #lastTwo: string[] = [];

  constructor(readonly start: number) {}

  add(token: Token): void {
    if (token.kind === "word" && this.words.length < 6) this.words.push(token.text.toUpperCase());
    if (token.kind === "variable") this.#addParam(token.text);
    this.#lastTwo = [this.#lastTwo[this.#lastTwo.length - 1] ?? "", token.text.toUpperCase()];
  }

  // Same numbering as sqlite3ExprAssignVarNumber: `?` takes the next index, `?NNN` is
  // index NNN, and a name reuses its index when it appears again.
  #addParam(name: string): void {
    if (name === "?") {
      this.params.push(null);
      return;
    }
    if (name.startsWith("?")) {
      const index = Number(name.slice(1));
      while (this.params.length < index) this.params.push(null);
      this.params[index - 1] ??= name;
      return;
    }
    if (!this.params.includes(name)) this.params.push(name);
  }

  // A CREATE TRIGGER body contains `;`s; like sqlite3_complete(), the statement only
  // ends at the `;` of `...; END;`.
  endsAt(): boolean {
    let w = this.words;
    if (w[0] === "EXPLAIN") w = w.slice(w[1] === "QUERY" && w[2] === "PLAN" ? 3 : 1);
    const isTrigger = w[0] === "CREATE" && (w[1] === "TRIGGER" || ((w[1] === "TEMP" || w[1] === "TEMPORARY") && w[2] === "TRIGGER"));
    return !isTrigger || (this.#lastTwo[0] === ";" && this.#lastTwo[1] === "END");
  }
}

/** Splits SQL text into its statements; empty statements (only `;`, comments or spaces) are dropped. */
export function splitStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let current: StatementBuilder | undefined;
  const finish = (end: number) => {
    if (!current) return;
    statements.push({ sql: sql.slice(current.start, end), words: current.words, params: current.params });
    current = undefined;
  };
  for (const token of tokenize(sql)) {
    if (token.kind === "semicolon" && (!current || current.endsAt())) {
      finish(token.end);
      continue;
    }
    current ??= new StatementBuilder(token.start);
    current.add(token);
  }
  finish(sql.length);
  return statements;
}
