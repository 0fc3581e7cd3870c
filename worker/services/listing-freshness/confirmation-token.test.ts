import { describe, expect, it } from "vitest";
import { confirmationToken, readConfirmationToken } from "./confirmation-token";

const secret = "a-secret-long-enough-for-tests-0123456789";
const link = { listingId: "abcdefgh123456", askedAt: new Date("2026-11-20T16:00:00Z"), answer: "disponible" as const };

describe("confirmation tokens", () => {
  it("name the listing, the e-mail and the answer they were signed for", async () => {
    expect(await readConfirmationToken(secret, await confirmationToken(secret, link))).toEqual(link);
  });

  it("refuse a token changed anywhere: another answer, another e-mail, another listing, another secret", async () => {
    const token = await confirmationToken(secret, link);
    const [id, at, , mac] = token.split(".");
    expect(await readConfirmationToken(secret, `${id}.${at}.cerrada.${mac}`)).toBeNull();
    expect(await readConfirmationToken(secret, `${id}.${Number(at) + 86_400_000}.disponible.${mac}`)).toBeNull();
    expect(await readConfirmationToken(secret, `zzzzzzzz123456.${at}.disponible.${mac}`)).toBeNull();
    expect(await readConfirmationToken("another-secret-long-enough-0123456789", token)).toBeNull();
  });

  it("refuse text that is not a token", async () => {
    for (const text of ["", "abc", "a.b.c.d", `${link.listingId}.1.disponible.%%%`, "x".repeat(500)]) {
      expect(await readConfirmationToken(secret, text)).toBeNull();
    }
  });
});
