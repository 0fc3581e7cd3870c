import { describe, expect, it } from "vitest";
import { hashPhoneCode, newPhoneCode, sameDigest } from "./code-hash";

const SECRET = "un-secreto-de-pruebas-de-al-menos-32-caracteres";

describe("phone codes", () => {
  it("are six digits, and not always the same", () => {
    const codes = Array.from({ length: 200 }, newPhoneCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("are stored as a keyed hash that never contains the code", async () => {
    const hash = await hashPhoneCode(SECRET, "usr_1", "5512345678", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(await hashPhoneCode(SECRET, "usr_1", "5512345678", "123456")).toBe(hash);
  });

  it("hash differently for another code, account, number or secret", async () => {
    const hash = await hashPhoneCode(SECRET, "usr_1", "5512345678", "123456");
    const others = await Promise.all([
      hashPhoneCode(SECRET, "usr_1", "5512345678", "123457"),
      hashPhoneCode(SECRET, "usr_2", "5512345678", "123456"),
      hashPhoneCode(SECRET, "usr_1", "5512345679", "123456"),
      hashPhoneCode(`${SECRET}-otro`, "usr_1", "5512345678", "123456"),
    ]);
    for (const other of others) expect(sameDigest(other, hash)).toBe(false);
    expect(sameDigest(hash, hash)).toBe(true);
    expect(sameDigest(hash, hash.slice(1))).toBe(false);
  });
});
