import { describe, expect, it } from "vitest";
import { describeErrorForLog, redact } from "./log-redaction";

describe("log redaction", () => {
  it("drops a failed query's parameters, e-mails, tokens and phone numbers", () => {
    const line = 'Failed query: select "id" from "sessions" where "sessions"."token" = ? params: Z9WIu3kq0aP1cX8vB2nM4rT6yL0sQ5wE,ana@example.mx';
    const out = redact(line);
    expect(out).toContain('select "id" from "sessions"');
    expect(out).not.toMatch(/Z9WIu3kq|ana@example\.mx/);
    expect(redact("sign-up attempt for existing email: ana.lopez@correo.mx")).toBe("sign-up attempt for existing email: [correo]");
    expect(redact("token=Z9WIu3kq0aP1cX8vB2nM4rT6yL0sQ5wE")).not.toContain("Z9WIu3kq");
    expect(redact("llamar a 55 1234 5678")).toBe("llamar a [teléfono]");
    expect(redact("listing 0166ccb5-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe("listing 0166ccb5-1c2d-4e5f-8a9b-0c1d2e3f4a5b");
  });

  it("keeps an error's name, message and stack readable, with its causes", () => {
    const cause = new Error("connect ECONNREFUSED 127.0.0.1:9");
    const error = new Error("Failed query: select 1 params: secreto@example.mx", { cause });
    const out = describeErrorForLog(error);
    expect(out).toContain("Failed query: select 1");
    expect(out).toContain("caused by: Error: connect ECONNREFUSED");
    expect(out).not.toContain("secreto@example.mx");
  });
});
